import { Button, ImageUploader, List, Radio, Space, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { upload } from '../../../lib/request.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { inform } from '../api/inform.ts';
import { useInformCats } from '../api/inform-cats.ts';
import { requireLogin } from '../lib/ui.ts';
import { useForumUserInfo } from '../api/forum-user-info.ts';
import { UserRow } from '../components/user-row.tsx';
import { StateView } from '../../../components/state-view.tsx';
import '../community.css';

/** The user being reported, by avatar and name, so nobody reports the wrong person. */
function ReportedUser({ userId }: { userId: number }) {
  const user = useForumUserInfo(userId).data;
  if (!user) return null;
  return (
    <div className="cm-report-target" data-testid="report-target">
      <UserRow user={user} description={`ID ${user.id}`} />
    </div>
  );
}

/** Report a post, a comment or an account: a reason, words and pictures. */
export function InformUserPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const target = {
    post_id: params.getId('post_id') ?? undefined,
    comment_id: params.getId('comment_id') ?? undefined,
    user_id: params.getId('user_id') ?? undefined,
  };
  const kind = target.post_id ? 'post' : target.comment_id ? 'comment' : target.user_id ? 'user' : null;
  const cats = useInformCats();
  const [cat, setCat] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!requireLogin()) return;
    if (!cat) return showToast(t('community.report.pickReason'));
    setSending(true);
    try {
      await inform({ ...target, cat_id: cat, content: content.trim(), images: images.map((i) => i.url) });
      showSuccess(t('community.report.sent'));
      navigateBack();
    } catch {
      // shown by the wrapper
    } finally {
      setSending(false);
    }
  };

  return (
    <Page path="/pages/inform-user" title={t('community.report.title')} className="cm-page">
      {!kind ? (
        <StateView kind="notFound" title={t('community.report.noTarget')} />
      ) : (
        <>
          <div className="cm-tip">{t(`community.report.about.${kind}`)}</div>
          {kind === 'user' && target.user_id !== undefined && <ReportedUser userId={target.user_id} />}
          <QueryState isPending={cats.isPending} error={cats.error} refetch={cats.refetch}>
            <List header={t('community.report.reason')} className="card-list">
              <Radio.Group value={cat} onChange={(v) => setCat(Number(v))}>
                {cats.data?.list.map((c) => (
                  <List.Item key={c.id} data-testid={`report-cat-${c.id}`} onClick={() => setCat(c.id)}>
                    <Space>
                      <Radio value={c.id} />
                      {c.name}
                    </Space>
                  </List.Item>
                ))}
              </Radio.Group>
            </List>
          </QueryState>
          <List header={t('community.report.detail')} className="card-list">
            <List.Item>
              <TextArea
                value={content}
                onChange={setContent}
                maxLength={500}
                showCount
                autoSize={{ minRows: 3, maxRows: 6 }}
                placeholder={t('community.report.placeholder')}
                data-testid="report-content"
              />
            </List.Item>
            <List.Item>
              <ImageUploader
                value={images}
                onChange={setImages}
                maxCount={9}
                multiple
                upload={async (file) => ({ url: (await upload(file, 'image')).url })}
              />
            </List.Item>
          </List>
          <div className="form-footer">
            <Button
              block
              shape="rounded"
              className="gradient-button"
              loading={sending}
              onClick={() => void submit()}
              data-testid="report-submit"
            >
              {t('common.submit')}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}
