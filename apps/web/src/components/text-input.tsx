import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A plain input (so test ids and autofill land on the real element), styled like antd-mobile's. */
export function TextInput({ value, onChange, className, ...rest }: Props) {
  return (
    <input
      {...rest}
      className={className ? `text-input ${className}` : 'text-input'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
