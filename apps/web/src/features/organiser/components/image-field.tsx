import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { upload } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';

const MAX_BYTES = 10 * 1024 * 1024;

interface ImageFieldProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
  testId?: string;
  onBusy?: (busy: boolean) => void;
}

/** Images uploaded through the app's upload flow; the value is their URLs. */
export function ImageField({ value = [], onChange, max, testId, onBusy }: ImageFieldProps) {
  const { t } = useTranslation();
  const items: ImageUploadItem[] = value.map((url) => ({ url }));
  return (
    <div data-testid={testId}>
      <ImageUploader
        value={items}
        onChange={(next) => onChange?.(next.map((i) => i.url).filter(Boolean))}
        maxCount={max}
        multiple={max > 1}
        accept="image/*"
        onUploadQueueChange={(tasks) => onBusy?.(tasks.some((task) => task.status === 'pending'))}
        beforeUpload={(file) => {
          if (file.size > MAX_BYTES) {
            showToast(t('organiser.form.tooLarge'));
            return null;
          }
          return file;
        }}
        upload={async (file) => ({ url: (await upload(file, 'image')).url })}
      />
    </div>
  );
}
