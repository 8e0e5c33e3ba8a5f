import { redirectTo, pageUrl } from '../../../lib/navigation.ts';
import { openPayment } from '../../../lib/api/pay-data.ts';
import { payFromBalance } from '../../../lib/api/pay-buy-balance.ts';
import { sandboxCashier } from '../../../lib/api/payment-pay-data.ts';
import type { PayType } from './order-status.ts';

/*
 * Paying leaves the app for the sandbox cashier (a page of the server, like a real gateway's),
 * which returns to pay-success; the attempt is also remembered in sessionStorage so that coming
 * back with the back button lands there too. pay-success polls the payment's state.
 */

const PENDING_KEY = 'mall.pendingPayment';
const PENDING_TTL_MS = 30 * 60_000;

export interface PendingPayment {
  payment_id: number;
  order_ids: number[];
  at: number;
}

export function rememberPendingPayment(paymentId: number, orderIds: number[]): void {
  const value: PendingPayment = { payment_id: paymentId, order_ids: orderIds, at: Date.now() };
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
  } catch {
    /* private mode: pay-success still works from its own parameters */
  }
}

export function pendingPayment(now = Date.now()): PendingPayment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as PendingPayment | null;
    return value && typeof value.payment_id === 'number' && now - value.at < PENDING_TTL_MS ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    /* nothing remembered */
  }
}

export const paySuccessUrl = (paymentId: number) => pageUrl('/pages/pay-success', { payment_id: paymentId });

/**
 * Pays unpaid orders: the balance pays at once and opens pay-success; the sandbox opens its
 * cashier. Rejects with the server's error (the caller shows it).
 */
export async function payOrders(orderIds: number[], payType: PayType, paymentId?: number): Promise<void> {
  const id = paymentId ?? (await openPayment(orderIds)).payment_id;
  if (payType === 'balance') {
    await payFromBalance(id);
    clearPendingPayment();
    await redirectTo(paySuccessUrl(id));
    return;
  }
  const { cashier_url } = await sandboxCashier(id);
  rememberPendingPayment(id, orderIds);
  // The cashier sends the buyer back to #/pages/pay-success?payment_id=… when done.
  globalThis.location.assign(cashier_url);
}
