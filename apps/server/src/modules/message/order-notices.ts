import { yuan } from '../../platform/money.ts';
import type { Fulfiller } from '../mall/index.ts';
import { BUYER_EVENTS, SHOP_EVENTS } from './notice-titles.ts';
import type { MessageService, Notice } from './notices.ts';

/**
 * Order notices from the mall's lifecycle (registered for every order, `'*'`, in app.ts): the buyer
 * hears that the order was paid, shipped, redeemed, received, cancelled or refunded; the shop's
 * staff that a paid order waits, that it was received, that money went back. Written in the
 * transition's own transaction, one notice per order, event and side (a partial refund per set of
 * lines). The platform's own shop (0) has no staff box; its operators see orders elsewhere.
 */
export function orderNotices(notices: MessageService): Fulfiller {
  return async (tx, e) => {
    const o = e.order;
    const lines = e.kind === 'refunded' && !e.whole ? e.lines.map((l) => l.itemId).sort((a, b) => a - b) : [];
    const key = `order:${o.id}:${e.kind}${lines.length ? `:${lines.join('-')}` : ''}`;
    const data: Record<string, string | number> = { event: e.kind, order_no: o.orderNo };
    if (e.kind === 'refunded') data.amount = yuan(e.amount);
    const ref = { type: 'order', id: o.id };
    const to: Notice[] = [];
    if (BUYER_EVENTS.has(e.kind))
      to.push({ userId: o.userId, kind: 'order', actorId: 0, text: o.orderNo, ref, data, key });
    if (SHOP_EVENTS.has(e.kind) && o.mchId > 0)
      to.push({ userId: 0, mchId: o.mchId, kind: 'shop', actorId: 0, text: o.orderNo, ref, data, key });
    await notices.notifyAll(tx, to);
  };
}
