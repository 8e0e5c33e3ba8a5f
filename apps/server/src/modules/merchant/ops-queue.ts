import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { yuan } from '../../platform/money.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { ShopAccount } from './account.ts';
import type { ShopApplications } from './apply.ts';

/** Shop applications waiting for an operator, decided through the application service. */
export function shopApplyQueue(db: Db, applies: ShopApplications): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number;
    name: string;
    logo: string;
    category: string;
    contact: string;
    licence: string;
    address: string;
  }>({
    db,
    kind: 'merchant',
    waiting: sql`select id, created_at, user_id, name, logo, category, contact, licence, address
                 from mch_apply where status = 'pending'`,
    item: (r) => ({
      ref: String(r.id),
      title: r.name,
      summary: r.address,
      userId: Number(r.user_id),
      images: [r.logo, r.licence].filter(Boolean),
      facts: [
        { label: 'category', value: r.category },
        { label: 'contact', value: r.contact },
        { label: 'address', value: r.address },
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('application');
      await applies.review(operatorId, { id, approve: d.decision === 'approve', reason: d.reason });
      // The applicant never changes: read after the decision went through.
      const who = await db.execute<{ user_id: string }>(sql`select user_id from mch_apply where id = ${id}`);
      return {
        tell: {
          userId: Number(who.rows[0]!.user_id),
          subject: 'merchant',
          approved: d.decision === 'approve',
        },
      };
    },
  });
}

/** Shops' withdrawals waiting for an operator, paid or refused through the shop account. */
export function withdrawalQueue(db: Db, account: ShopAccount): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number;
    mch_name: string;
    amount: string;
    fee: string;
    type: string;
    provider: string;
    account: Record<string, string>;
  }>({
    db,
    kind: 'withdrawal',
    waiting: sql`select c.id, c.created_at, c.user_id, m.name as mch_name, c.amount, c.fee, c.type, c.provider, c.account
                 from mch_cash c join mch m on m.id = c.mch_id where c.status = 'pending'`,
    item: (r) => ({
      ref: String(r.id),
      title: r.mch_name,
      summary: `¥${yuan(Number(r.amount))}`,
      userId: Number(r.user_id),
      images: [],
      facts: [
        { label: 'amount', value: yuan(Number(r.amount)) },
        { label: 'fee', value: yuan(Number(r.fee)) },
        { label: 'actual', value: yuan(Number(r.amount) - Number(r.fee)) },
        { label: 'cash_type', value: r.type },
        { label: 'provider', value: r.provider },
        ...Object.entries(r.account ?? {}).map(([k, v]) => ({ label: `account_${k}`, value: String(v) })),
      ],
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('withdrawal');
      if (d.decision === 'pay') await account.approve(operatorId, id, d.reference || undefined);
      else await account.release(operatorId, id, 'refused', d.reason);
      return {};
    },
  });
}
