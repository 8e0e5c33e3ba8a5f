import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { yuan } from '../../platform/money.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { AfterSaleService } from './after-sales.ts';

/**
 * Buyers' after-sales the shop refused, while their order is still open: an operator refunds in
 * full or part, or upholds the refusal, through the after-sale service.
 */
export function disputeQueue(db: Db, afterSales: AfterSaleService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number;
    type: string;
    reason: string;
    content: string;
    images: string[] | null;
    refund_amount: string;
    order_no: string;
    goods_name: string;
    shop_reply: string | null;
  }>({
    db,
    kind: 'dispute',
    waiting: sql`select a.id, a.updated_at as created_at, a.user_id, a.type, a.reason, a.content, a.images,
                        a.refund_amount, o.order_no, i.name as goods_name,
                        (select r.content from after_sale_record r
                          where r.after_sale_id = a.id and r.action = 'refuse' order by r.id desc limit 1) as shop_reply
                   from after_sale a
                   join orders o on o.id = a.order_id
                   join order_item i on i.id = a.order_item_id
                  where a.status = 'refused' and a.arbitrated_at is null and o.status in ('shipped', 'received')
                    and not exists (select 1 from after_sale n where n.order_item_id = a.order_item_id and n.id > a.id)`,
    item: (r) => ({
      ref: String(r.id),
      title: r.goods_name,
      summary: [r.reason, r.content].filter(Boolean).join(' · '),
      userId: Number(r.user_id),
      images: r.images ?? [],
      facts: [
        { label: 'order_no', value: r.order_no },
        { label: 'after_sale_type', value: r.type },
        { label: 'asked', value: yuan(Number(r.refund_amount)) },
        { label: 'shop_reply', value: r.shop_reply ?? '' },
      ],
      maxRefund: Number(r.refund_amount),
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('after_sale');
      if (d.decision === 'refund') {
        if (d.amount === undefined || Number.isNaN(d.amount)) invalid('amount', 'is required to refund');
        await afterSales.arbitrate(operatorId, id, d.amount, d.reason);
      } else await afterSales.arbitrate(operatorId, id, null, d.reason);
      return {};
    },
  });
}
