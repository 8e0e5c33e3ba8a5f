import { SpinLoading } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { upload } from '../../../lib/request.ts';

/** A labelled row of the course forms. */
export function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="course-field">
      <span className="course-field__label">{label}</span>
      {children}
      {hint && <small className="course-field__hint">{hint}</small>}
    </label>
  );
}

/** Chips to choose one value of a fixed set. */
export function Choice<T extends string>({
  options,
  value,
  onChange,
  label,
  testId,
}: {
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  label: (v: T) => string;
  testId: string;
}) {
  return (
    <div className="course-chips course-chips--wrap" role="radiogroup">
      {options.map((o) => (
        <button
          type="button"
          key={o}
          role="radio"
          aria-checked={o === value}
          className={o === value ? 'course-chip course-chip--on' : 'course-chip'}
          onClick={() => onChange(o)}
          data-testid={`${testId}-${o}`}
        >
          {label(o)}
        </button>
      ))}
    </div>
  );
}

/** One picture uploaded through the wrapper (the cover). */
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
    <span className="course-upload" data-testid={testId}>
      {value ? <img src={value} alt="" /> : <AddOutline />}
      <span className="course-upload__label">
        {busy ? <SpinLoading style={{ '--size': '16px' }} /> : label}
      </span>
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
