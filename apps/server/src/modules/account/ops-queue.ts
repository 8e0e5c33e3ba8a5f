import { sql } from 'drizzle-orm';
import { checkIdCard, maskIdCard } from '@dance/contracts/id-card';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { AccountService } from './service.ts';

/** Real-name verifications waiting for an operator, decided through the account service. */
export function realNameQueue(db: Db, accounts: AccountService): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    nickname: string;
    real_name: string | null;
    id_card: string | null;
  }>({
    db,
    kind: 'realname',
    waiting: sql`select id, coalesce(review_submitted_at, updated_at) as created_at, nickname, real_name, id_card
                 from users where review_status = 1 and status <> 2`,
    item: (r) => {
      const id = r.id_card ?? '';
      return {
        ref: String(r.id),
        title: r.real_name ?? '',
        summary: r.nickname,
        userId: Number(r.id),
        images: [],
        facts: [
          { label: 'real_name', value: r.real_name ?? '' },
          { label: 'id_card', value: maskIdCard(id) },
          // The checks the submission already passed, made again for the reviewer to see.
          { label: 'id_check', value: checkIdCard(id) ?? 'ok' },
          {
            label: 'birthday',
            value: id.length === 18 ? `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}` : '',
          },
        ],
      };
    },
    decide: async (operatorId, ref, d) => {
      const userId = refId(ref);
      if (!userId) notFound('user');
      await accounts.reviewRealName(operatorId, userId, d.decision === 'approve', d.reason);
      return {
        tell: { userId, subject: 'realname', approved: d.decision === 'approve' },
      };
    },
  });
}
