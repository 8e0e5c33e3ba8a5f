import { describe, expect, it } from 'vitest';
import { buyState, maxPerOrder, signUpOpen } from './sale.ts';

const NOW = Date.parse('2026-05-01T00:00:00Z');

describe('ticket limits and states', () => {
  it('takes the smallest of per-order, seats left and per-user limits', () => {
    expect(maxPerOrder({ per_order_limit: 10, per_user_limit: 0, remaining: 300 })).toBe(10);
    expect(maxPerOrder({ per_order_limit: 10, per_user_limit: 2, remaining: 300 })).toBe(2);
    expect(maxPerOrder({ per_order_limit: 10, per_user_limit: 6, remaining: 3 })).toBe(3);
    expect(maxPerOrder({ per_order_limit: 10, per_user_limit: 0, remaining: 0 })).toBe(0);
  });

  it('offers buying while any type is on sale', () => {
    expect(buyState([])).toBe('none');
    expect(buyState([{ state: 'sold_out' }, { state: 'on_sale' }])).toBe('on_sale');
    expect(buyState([{ state: 'sold_out' }, { state: 'sold_out' }])).toBe('sold_out');
    expect(buyState([{ state: 'sold_out' }, { state: 'not_started' }])).toBe('not_started');
    expect(buyState([{ state: 'ended' }, { state: 'sold_out' }])).toBe('closed');
  });

  it('opens sign-up inside its window, closing at the end by default', () => {
    const base = {
      status: 'published' as const,
      sign_up_start_at: null,
      sign_up_end_at: null,
      end_at: '2026-05-02T00:00:00Z',
    };
    expect(signUpOpen(base, NOW)).toBe(true);
    expect(signUpOpen({ ...base, sign_up_end_at: '2026-04-30T00:00:00Z' }, NOW)).toBe(false);
    expect(signUpOpen({ ...base, sign_up_start_at: '2026-05-01T01:00:00Z' }, NOW)).toBe(false);
    expect(signUpOpen({ ...base, status: 'cancelled' }, NOW)).toBe(false);
  });
});
