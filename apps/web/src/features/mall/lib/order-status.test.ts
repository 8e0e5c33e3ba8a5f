import { mall } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_FILTERS,
  EXPRESS_COMPANY_NAMES,
  ORDER_TABS,
  PAY_TYPES,
  amountLabel,
  orderStatusKey,
} from './order-status.ts';

describe('mall constants mirror the contracts', () => {
  it('keeps tabs, pay types, filters and express companies in step', () => {
    expect(ORDER_TABS).toEqual(mall.ORDER_TABS);
    expect(PAY_TYPES).toEqual(mall.PAY_TYPES);
    expect(COMMENT_FILTERS).toEqual(mall.COMMENT_FILTERS);
    expect(EXPRESS_COMPANY_NAMES).toEqual(mall.EXPRESS_COMPANIES.map((c) => c.name));
  });

  it('names a paid order by its delivery mode', () => {
    expect(orderStatusKey('paid', 'express')).toBe('toShip');
    expect(orderStatusKey('paid', 'verify')).toBe('toVerify');
    expect(orderStatusKey('shipped', 'express')).toBe('shipped');
  });
});

describe('the amount of an order', () => {
  it('is what is still to pay before payment, what was paid after', () => {
    expect(amountLabel('unpaid')).toBe('toPay');
    for (const s of ['paid', 'shipped', 'received', 'completed', 'refunded'] as const)
      expect(amountLabel(s)).toBe('paid');
  });
});
