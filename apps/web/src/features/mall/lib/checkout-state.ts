import { ApiError } from '../../../lib/request.ts';
import type { PayType } from './order-status.ts';

/*
 * What the buyer chose on the confirmation page survives leaving it (to add an address, or to the
 * cashier and back): kept in sessionStorage under the page's own parameters.
 */

export interface CheckoutState {
  addressId: number | null;
  useIntegral: 0 | 1;
  remark: string;
  payType: PayType | null;
  /** The submit token of this checkout (see submit-token.ts). */
  token: string;
  /** Set once the orders exist: paying again uses them, never new ones. */
  orderIds: number[] | null;
}

const PREFIX = 'mall.checkout:';

export const EMPTY_CHECKOUT: CheckoutState = {
  addressId: null,
  useIntegral: 0,
  remark: '',
  payType: null,
  token: '',
  orderIds: null,
};

export function loadCheckout(key: string): CheckoutState {
  try {
    const raw = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null') as Partial<CheckoutState> | null;
    return { ...EMPTY_CHECKOUT, ...(raw ?? {}) };
  } catch {
    return { ...EMPTY_CHECKOUT };
  }
}

export function saveCheckout(key: string, state: CheckoutState): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(state));
  } catch {
    /* private mode: the page still works, it just forgets on reload */
  }
}

/** Codes that prove the server made nothing: any answer but an internal error or a conflict. */
const UNSURE_CODES = new Set([1409, 1429, 1500, 1503]);

export function isDefiniteFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code > 0 && !UNSURE_CODES.has(error.code);
}

/** Order input of the page's parameters: cart lines, or one SKU bought now. */
export function orderSource(params: {
  get: (name: string) => string;
}): { cart_ids: number[] } | { items: { goods_id: number; sku_id: number; num: number }[] } | null {
  const cart = params
    .get('cart_ids')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (cart.length > 0) return { cart_ids: cart };
  const goodsId = Number(params.get('goods_id'));
  const skuId = Number(params.get('sku_id'));
  const num = Number(params.get('num') || '1');
  if ([goodsId, skuId, num].every((n) => Number.isInteger(n) && n > 0))
    return { items: [{ goods_id: goodsId, sku_id: skuId, num }] };
  return null;
}

/** The live a buy-now came from (its pinned goods' buy button), undefined when none (decision 235). */
export function liveOfCheckout(params: { get: (name: string) => string }): number | undefined {
  const id = Number(params.get('live_id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Forget every checkout that made these orders (they are paid). */
export function clearCheckoutsFor(orderIds: readonly number[]): void {
  try {
    const ids = new Set(orderIds);
    for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
      const key = sessionStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const state = loadCheckout(key.slice(PREFIX.length));
      if (state.orderIds?.some((id) => ids.has(id))) sessionStorage.removeItem(key);
    }
  } catch {
    /* nothing kept */
  }
}
