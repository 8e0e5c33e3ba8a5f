import { SpinLoading } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { upload } from '../../../lib/request.ts';

interface SingleUploadProps {
  value: string;
  onChange: (url: string) => void;
  label: string;
  wide?: boolean;
  testId?: string;
}

/** One picture (a circle's avatar or cover) uploaded through the wrapper. */
export function SingleUpload({ value, onChange, label, wide, testId }: SingleUploadProps) {
  const [busy, setBusy] = useState(false);
  return (
    <label className={wide ? 'cm-upload cm-upload--wide' : 'cm-upload'} data-testid={testId}>
      {value ? <img src={value} alt="" /> : <AddOutline />}
      <span className="cm-upload__label">{busy ? <SpinLoading style={{ '--size': '16px' }} /> : label}</span>
      <input
        type="file"
        accept="image/*"
        hidden
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
    </label>
  );
}
