import { Selector } from 'antd-mobile';

interface SingleSelectProps<T extends string | number> {
  value?: T;
  onChange?: (value: T) => void;
  options: { label: string; value: T }[];
  columns?: number;
  testId?: string;
}

/** A Selector holding one value (a form field of one value, not an array); tapping it again keeps it. */
export function SingleSelect<T extends string | number>({
  value,
  onChange,
  options,
  columns,
  testId,
}: SingleSelectProps<T>) {
  return (
    <div data-testid={testId}>
      <Selector<T>
        columns={columns}
        options={options}
        value={value === undefined ? [] : [value]}
        onChange={(v) => {
          if (v[0] !== undefined) onChange?.(v[0]);
        }}
      />
    </div>
  );
}
