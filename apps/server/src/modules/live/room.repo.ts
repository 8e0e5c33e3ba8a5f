import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { liveGift, livePresence, liveRoom } from '../../db/schema/live.ts';
import type { GiftRow } from './rows.ts';

/** Presence and gifts of the rooms. SQL only: room.ts and gifts.ts decide. */
export class RoomRepo {
  /**
   * Marks the user present now; answers whether they were absent before (a fresh join). With
   * `watchCap` > 0, the same statement adds the seconds since their previous beat, at most
   * `watchCap`, to the live's watch time.
   */
  async touch(tx: DbOrTx, liveId: number, userId: number, watchCap = 0): Promise<boolean> {
    const r = await tx.execute<{ fresh: boolean }>(sql`
      with prev as (
        select seen_at from ${livePresence} where live_id = ${liveId} and user_id = ${userId}
      ), watched as (
        update ${liveRoom}
           set watch_seconds = watch_seconds
             + least(floor(extract(epoch from now() - (select seen_at from prev))), ${watchCap})::bigint
         where id = ${liveId} and ${watchCap}::int > 0 and exists (select 1 from prev)
      ), beat as (
        insert into ${livePresence} (live_id, user_id, seen_at) values (${liveId}, ${userId}, now())
        on conflict (live_id, user_id) do update set seen_at = now()
        returning (xmax = 0) as fresh
      )
      select fresh from beat`);
    return Boolean(r.rows[0]?.fresh);
  }

  async remove(tx: DbOrTx, liveId: number, userId: number): Promise<void> {
    await tx
      .delete(livePresence)
      .where(and(eq(livePresence.liveId, liveId), eq(livePresence.userId, userId)));
  }

  async count(tx: DbOrTx, liveId: number, windowSeconds: number): Promise<number> {
    const [r] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(livePresence)
      .where(
        and(
          eq(livePresence.liveId, liveId),
          gt(livePresence.seenAt, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      );
    return r?.n ?? 0;
  }

  async counts(tx: DbOrTx, liveIds: number[], windowSeconds: number): Promise<Map<number, number>> {
    if (!liveIds.length) return new Map();
    const r = await tx.execute<{ live_id: string; n: number }>(sql`
      select live_id, count(*)::int as n from ${livePresence}
       where live_id = any(${sql.raw(`'{${liveIds.join(',')}}'::bigint[]`)})
         and seen_at > now() - make_interval(secs => ${windowSeconds})
       group by live_id`);
    return new Map(r.rows.map((x) => [Number(x.live_id), Number(x.n)]));
  }

  /** The gift of this sender's client id, if sent before. */
  byClient(tx: DbOrTx, senderId: number, clientId: string): Promise<GiftRow | undefined> {
    return tx
      .select()
      .from(liveGift)
      .where(and(eq(liveGift.senderId, senderId), eq(liveGift.clientId, clientId)))
      .then((r) => r[0]);
  }

  /** Records a gift; undefined when this client id was taken meanwhile (the unique index). */
  async insertGift(tx: DbOrTx, v: typeof liveGift.$inferInsert): Promise<GiftRow | undefined> {
    const [row] = await tx.insert(liveGift).values(v).onConflictDoNothing().returning();
    return row;
  }

  topGivers(tx: DbOrTx, liveId: number, limit: number) {
    return tx
      .select({ userId: liveGift.senderId, points: sql<number>`sum(${liveGift.points})::int` })
      .from(liveGift)
      .where(eq(liveGift.liveId, liveId))
      .groupBy(liveGift.senderId)
      .orderBy(desc(sql`sum(${liveGift.points})`), liveGift.senderId)
      .limit(limit);
  }
}
