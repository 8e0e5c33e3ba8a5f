import { SpinLoading } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { upload } from '../../../lib/request.ts';

/** One image: shows it, and uploads a new one chosen from the phone. */
export function ImageUpload({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (url: string) => void;
  label: string;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <span className="mch-upload" data-testid={testId}>
      {value ? <img src={value} alt="" /> : <AddOutline />}
      <span className="mch-upload__label">{busy ? <SpinLoading style={{ '--size': '16px' }} /> : label}</span>
      <input
        type="file"
        accept="image/*"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            onChange((await upload(file, 'image')).url);
          } catch {
            // The wrapper showed why.
          } finally {
            setBusy(false);
          }
        }}
      />
    </span>
  );
}
