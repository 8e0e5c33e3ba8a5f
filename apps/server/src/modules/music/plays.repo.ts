import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { musicPlay, musicRank, musicRecent, musicTrack } from '../../db/schema/music.ts';
import type { RankRow } from './rows.ts';

/** How many recently played tracks a listener keeps. */
export const RECENT_KEEP = 100;
const CHART_SIZE = 100;

/** Counted plays, charts and recently played. SQL only: plays.ts decides. */
export class PlaysRepo {
  /** Records a play of this hour; answers false when this listener's play of it was counted already. */
  async count(tx: DbOrTx, userId: number, trackId: number): Promise<boolean> {
    const rows = await tx
      .insert(musicPlay)
      .values({ userId, trackId, hour: sql`date_trunc('hour', now())` })
      .onConflictDoNothing()
      .returning({ id: musicPlay.id });
    return rows.length > 0;
  }

  async bumpPlays(tx: DbOrTx, trackId: number): Promise<number> {
    const [row] = await tx
      .update(musicTrack)
      .set({ plays: sql`${musicTrack.plays} + 1` })
      .where(eq(musicTrack.id, trackId))
      .returning({ plays: musicTrack.plays });
    return row?.plays ?? 0;
  }

  /** Recomputes the three charts from the plays of the last day, the last week and all time. */
  async recompute(tx: DbOrTx): Promise<void> {
    await tx.delete(musicRank);
    const listed = sql`t.status = 'published' and t.media_status = 'ready'`;
    for (const [window, since] of [
      ['day', sql`now() - interval '1 day'`],
      ['week', sql`now() - interval '7 days'`],
    ] as const) {
      await tx.execute(sql`
        insert into ${musicRank} ("window", rank, track_id, plays)
        select ${window}, row_number() over (order by n desc, p.track_id desc), p.track_id, n
        from (select track_id, count(*) as n from ${musicPlay} where hour >= ${since} group by track_id) p
        join ${musicTrack} t on t.id = p.track_id and ${listed}
        order by n desc, p.track_id desc limit ${CHART_SIZE}`);
    }
    await tx.execute(sql`
      insert into ${musicRank} ("window", rank, track_id, plays)
      select 'all', row_number() over (order by t.plays desc, t.id desc), t.id, t.plays
      from ${musicTrack} t where t.plays > 0 and ${listed}
      order by t.plays desc, t.id desc limit ${CHART_SIZE}`);
  }

  chart(tx: DbOrTx, window: string, limit: number): Promise<RankRow[]> {
    return tx
      .select()
      .from(musicRank)
      .where(eq(musicRank.window, window))
      .orderBy(asc(musicRank.rank))
      .limit(limit);
  }

  // ---------- recently played ----------

  /** Notes tracks as played at these times (a later time wins) and keeps the last 100. */
  async touch(tx: DbOrTx, userId: number, items: { trackId: number; at: Date | null }[]): Promise<void> {
    if (!items.length) return;
    await tx
      .insert(musicRecent)
      .values(items.map((i) => ({ userId, trackId: i.trackId, playedAt: i.at ?? sql`now()` })))
      .onConflictDoUpdate({
        target: [musicRecent.userId, musicRecent.trackId],
        set: { playedAt: sql`greatest(${musicRecent.playedAt}, excluded.played_at)` },
      });
    await tx.execute(sql`
      delete from ${musicRecent} where user_id = ${userId} and track_id not in (
        select track_id from ${musicRecent} where user_id = ${userId}
        order by played_at desc, track_id desc limit ${RECENT_KEEP})`);
  }

  recent(tx: DbOrTx, userId: number) {
    return tx
      .select()
      .from(musicRecent)
      .where(and(eq(musicRecent.userId, userId)))
      .orderBy(desc(musicRecent.playedAt), desc(musicRecent.trackId))
      .limit(RECENT_KEEP);
  }
}
