import { mall } from '@dance/contracts';
import type { MchOrder, MchOrderTab } from '../api/mch-order-index.ts';

export const MCH_ORDER_TABS = mall.MCH_ORDER_TABS;

/** The tab a URL asks for (`?status=to_ship`), else all. */
export function tabOf(status: string): MchOrderTab {
  return (MCH_ORDER_TABS as readonly string[]).includes(status) ? (status as MchOrderTab) : 'all';
}

/** The express number rule of the server: 6-32 letters, digits or dashes. */
export const EXPRESS_NO = /^[A-Za-z0-9-]{6,32}$/;

/**
 * What the shop may do with an order. The server's `actions` are the buyer's; the shop's follow
 * from the state as the server checks them: only staff who handle orders (the owner, orders clerks
 * and managers: decision 223) ship or answer, a paid express order
 * ships unless a cancel request waits, and a waiting cancel request is answered first.
 */
export function shopActions(
  o: Pick<MchOrder, 'status' | 'delivery' | 'cancel_apply_status'>,
  handles: boolean,
) {
  const pendingCancel = o.cancel_apply_status === 'pending';
  return {
    ship: handles && o.status === 'paid' && o.delivery === 'express' && !pendingCancel,
    answerCancel: handles && pendingCancel,
    verify: o.status === 'paid' && o.delivery === 'verify' && !pendingCancel,
  };
}

/** After-sale states the shop still has to act on (agree or refuse, then receive a return). */
export const AFTER_SALE_WAITING = ['pending', 'returned'] as const;
