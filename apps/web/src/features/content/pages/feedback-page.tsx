import { Button, Form, ImageUploader, Input, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { upload } from '../../../lib/request.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useAddFeedback } from '../api/add-feedback.ts';
import { useFeedbackCategory } from '../api/feedback-category.ts';
import './content.css';

interface Values {
  category: number[];
  content: string;
  contact: string;
}

const MAX_IMAGES = 9;

export function FeedbackPage() {
  const { t } = useTranslation();
  const categories = useFeedbackCategory();
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const add = useAddFeedback();

  const finish = (values: Values) => {
    const categoryId = values.category[0];
    if (!categoryId) return;
    add.mutate(
      {
        category_id: categoryId,
        content: values.content.trim(),
        images: images.map((i) => i.url),
        contact: values.contact?.trim() ?? '',
      },
      {
        onSuccess: () => {
          showSuccess(t('feedback.thanks'));
          navigateBack();
        },
      },
    );
  };

  return (
    <Page path="/pages/feedback" title={t('feedback.title')}>
      <LoginRequired>
        <Form
          layout="vertical"
          mode="card"
          onFinish={finish}
          initialValues={{ category: [], content: '', contact: '' }}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              shape="rounded"
              size="large"
              className="gradient-button"
              loading={add.isPending}
              data-testid="feedback-submit"
            >
              {t('common.submit')}
            </Button>
          }
        >
          <Form.Item
            name="category"
            label={t('feedback.category')}
            rules={[{ required: true, type: 'array', min: 1, message: t('feedback.categoryRequired') }]}
          >
            <Selector
              columns={3}
              options={(categories.data?.list ?? []).map((c) => ({ label: c.name, value: c.id }))}
              data-testid="feedback-category"
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('feedback.content')}
            rules={[
              { required: true, message: t('feedback.contentRule') },
              { min: 5, max: 500, whitespace: true, message: t('feedback.contentRule') },
            ]}
          >
            <TextArea
              className="feedback-text"
              placeholder={t('feedback.contentPlaceholder')}
              maxLength={500}
              showCount
              autoSize={{ minRows: 4, maxRows: 8 }}
            />
          </Form.Item>
          <Form.Item label={t('feedback.images')}>
            <ImageUploader
              value={images}
              onChange={setImages}
              upload={async (file) => ({ url: (await upload(file, 'image')).url })}
              maxCount={MAX_IMAGES}
              multiple
              accept="image/*"
            />
          </Form.Item>
          <Form.Item name="contact" label={t('feedback.contact')} rules={[{ max: 50 }]}>
            <Input placeholder={t('feedback.contactPlaceholder')} maxLength={50} />
          </Form.Item>
        </Form>
      </LoginRequired>
    </Page>
  );
}
