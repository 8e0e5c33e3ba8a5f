import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { refId, sqlQueue, type QueueSource } from '../../platform/ops-queue.ts';
import type { GuessService } from './games.ts';

/** Guesses past their close that nobody settled yet: settled or cancelled through the guess service. */
export function guessQueue(db: Db, games: GuessService, now: () => Date): QueueSource {
  return sqlQueue<{
    id: number;
    created_at: Date;
    user_id: number;
    title: string;
    pool: number;
    stakers: number;
    status: string;
    options: { id: number; label: string }[] | null;
  }>({
    db,
    kind: 'guess',
    waiting:
      () => sql`select g.id, g.close_at as created_at, g.creator_id as user_id, g.title, g.pool, g.stakers, g.status,
                              (select json_agg(json_build_object('id', o.id, 'label', o.label) order by o.sort)
                                 from guess_option o where o.game_id = g.id) as options
                         from guess_game g
                        where g.status in ('open', 'closed') and g.close_at < ${now().toISOString()}::timestamptz`,
    item: (r) => ({
      ref: String(r.id),
      title: r.title,
      summary: '',
      userId: Number(r.user_id),
      images: [],
      facts: [
        { label: 'pool', value: String(r.pool) },
        { label: 'stakers', value: String(r.stakers) },
        { label: 'guess_status', value: r.status },
      ],
      options: (r.options ?? []).map((o) => ({ id: Number(o.id), label: o.label })),
    }),
    decide: async (operatorId, ref, d) => {
      const id = refId(ref);
      if (!id) notFound('guess');
      if (d.decision === 'settle') {
        if (!d.optionId) invalid('option_id', 'is required to settle');
        await games.settle(operatorId, { id, option_id: d.optionId }, d.reason);
        return {};
      }
      await games.cancel(operatorId, id, d.reason);
      return {};
    },
  });
}
