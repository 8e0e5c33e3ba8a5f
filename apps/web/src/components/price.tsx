import { splitMoney } from '../lib/money.ts';
import './price.css';

interface PriceProps {
  /** Two-decimal money text from the server. */
  value: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  testId?: string;
}

/** ¥ and cents small, yuan large: the shop style. */
export function Price({ value, size = 'md', className, testId }: PriceProps) {
  const { sign, yuan, cents } = splitMoney(value);
  return (
    <span className={`price price--${size}${className ? ` ${className}` : ''}`} data-testid={testId}>
      <small>{sign}¥</small>
      {yuan}
      <small>.{cents}</small>
    </span>
  );
}

/** The struck-through price before the discount. */
export function OriginalPrice({ value }: { value: string }) {
  return <span className="price-original">¥{value}</span>;
}
