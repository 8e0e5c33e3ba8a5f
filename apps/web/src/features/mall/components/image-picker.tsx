import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { upload } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';

const MAX_BYTES = 10 * 1024 * 1024;

interface ImagePickerProps {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  max?: number;
  testId?: string;
  /** Told whether uploads are still running (submit waits for them). */
  onBusy?: (busy: boolean) => void;
}

/** Up to `max` images, each uploaded through the request wrapper's upload(). */
export function ImagePicker({ value, onChange, max = 9, testId, onBusy }: ImagePickerProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <ImageUploader
        value={value}
        onChange={onChange}
        maxCount={max}
        multiple
        onUploadQueueChange={(tasks) => onBusy?.(tasks.some((task) => task.status === 'pending'))}
        accept="image/*"
        beforeUpload={(file) => {
          if (file.size > MAX_BYTES) {
            showToast(t('mall.upload.tooLarge'));
            return null;
          }
          return file;
        }}
        upload={async (file) => {
          const res = await upload(file, 'image');
          return { url: res.url };
        }}
      />
    </div>
  );
}

export const imageUrls = (items: readonly ImageUploadItem[]) => items.map((i) => i.url).filter(Boolean);
