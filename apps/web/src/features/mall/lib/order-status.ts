import type { mall } from '@dance/contracts';

export type OrderTab = (typeof mall.ORDER_TABS)[number];
export type OrderStatus = (typeof mall.ORDER_STATUSES)[number];
export type AfterSaleStatus = (typeof mall.AFTER_SALE_STATUSES)[number];
export type CartInvalidReason = (typeof mall.CART_INVALID_REASONS)[number];
export type PayType = (typeof mall.PAY_TYPES)[number];

// Values the web app needs at run time, kept here so zod stays out of the bundle; a unit test
// checks them against the contracts.
export const ORDER_TABS: readonly OrderTab[] = [
  'all',
  'unpaid',
  'to_ship',
  'shipped',
  'to_review',
  'after_sale',
];
export const SHORTCUT_TABS = ['unpaid', 'to_ship', 'shipped', 'to_review', 'after_sale'] as const;
export const PAY_TYPES: readonly PayType[] = ['balance', 'sandbox'];
export const COMMENT_FILTERS = ['all', 'good', 'medium', 'bad', 'image'] as const;
export const EXPRESS_COMPANY_NAMES = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '申通快递',
  '韵达快递',
  '京东物流',
  'EMS',
];

export function isOrderTab(value: string): value is OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value);
}

/** How an order's state reads to its buyer (a paid verify-mode order waits to be used). */
export function orderStatusKey(status: OrderStatus, delivery: 'express' | 'verify'): string {
  if (status === 'paid') return delivery === 'verify' ? 'toVerify' : 'toShip';
  return status;
}

/** An unpaid order's amount is what is still to pay; any other order's is what was paid. */
export function amountLabel(status: OrderStatus): 'toPay' | 'paid' {
  return status === 'unpaid' ? 'toPay' : 'paid';
}

/** A cart line that can be fixed in place (fewer pieces) stays in the main list. */
export function isFixable(reason: CartInvalidReason | null): boolean {
  return reason === 'short_stock';
}
