import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/request.ts';
import {
  clearCheckoutsFor,
  isDefiniteFailure,
  liveOfCheckout,
  loadCheckout,
  orderSource,
  saveCheckout,
} from './checkout-state.ts';

const params = (q: string) => {
  const p = new URLSearchParams(q);
  return { get: (n: string) => p.get(n) ?? '' };
};

describe('checkout state', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the live a buy-now came from, and nothing from a bad or missing one', () => {
    expect(liveOfCheckout(params('goods_id=5&sku_id=6&live_id=12'))).toBe(12);
    expect(liveOfCheckout(params('goods_id=5&sku_id=6'))).toBeUndefined();
    expect(liveOfCheckout(params('live_id=0'))).toBeUndefined();
    expect(liveOfCheckout(params('live_id=1.5'))).toBeUndefined();
    expect(liveOfCheckout(params('live_id=x'))).toBeUndefined();
  });

  it('reads cart lines or a buy-now from the page parameters', () => {
    expect(orderSource(params('cart_ids=3,4,x,0'))).toEqual({ cart_ids: [3, 4] });
    expect(orderSource(params('goods_id=5&sku_id=9&num=2'))).toEqual({
      items: [{ goods_id: 5, sku_id: 9, num: 2 }],
    });
    expect(orderSource(params('goods_id=5&sku_id=9'))).toEqual({
      items: [{ goods_id: 5, sku_id: 9, num: 1 }],
    });
    expect(orderSource(params('goods_id=5'))).toBeNull();
    expect(orderSource(params(''))).toBeNull();
  });

  it('keeps the token and the orders of a checkout across a reload', () => {
    const state = { ...loadCheckout('cart_ids=1'), token: 'abc', orderIds: [7] };
    saveCheckout('cart_ids=1', state);
    expect(loadCheckout('cart_ids=1')).toMatchObject({ token: 'abc', orderIds: [7] });
    expect(loadCheckout('cart_ids=2').token).toBe('');
  });

  it('forgets the checkouts of paid orders only', () => {
    saveCheckout('a', { ...loadCheckout('a'), token: 'ta', orderIds: [1, 2] });
    saveCheckout('b', { ...loadCheckout('b'), token: 'tb', orderIds: [3] });
    clearCheckoutsFor([2]);
    expect(loadCheckout('a').token).toBe('');
    expect(loadCheckout('b').token).toBe('tb');
  });

  it('only a clear refusal lets the next submit use a new token', () => {
    expect(isDefiniteFailure(new ApiError(4002, 'stock short'))).toBe(true);
    expect(isDefiniteFailure(new ApiError(1400, 'bad input'))).toBe(true);
    expect(isDefiniteFailure(new ApiError(-1, 'network'))).toBe(false);
    expect(isDefiniteFailure(new ApiError(-2, 'time-out'))).toBe(false);
    expect(isDefiniteFailure(new ApiError(1500, 'internal'))).toBe(false);
    expect(isDefiniteFailure(new Error('other'))).toBe(false);
  });
});
