import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { liveRoom } from '../../db/schema/live.ts';
import type { LiveRow } from './rows.ts';

type Status = 'none' | 'recording' | 'processing' | 'ready' | 'failed';

/** The replay columns of lives. SQL only: replays.ts decides. */
export class ReplaysRepo {
  /** Moves the replay of a live from one of `from` to `to` (with values); undefined when it was not. */
  async move(
    tx: DbOrTx,
    id: number,
    from: Status[],
    to: Status,
    v: { replayPath?: string | null; replaySeconds?: number | null } = {},
    extra: { keepReplay?: boolean; notDestroyed?: boolean } = {},
  ): Promise<LiveRow | undefined> {
    const [row] = await tx
      .update(liveRoom)
      .set({ replayStatus: to, ...v })
      .where(
        and(
          eq(liveRoom.id, id),
          inArray(liveRoom.replayStatus, from),
          extra.keepReplay ? eq(liveRoom.keepReplay, true) : undefined,
          extra.notDestroyed ? eq(liveRoom.destroyed, false) : undefined,
        ),
      )
      .returning();
    return row;
  }

  /** Sets whether a live still scheduled keeps a replay. */
  async setKeep(tx: DbOrTx, id: number, keep: boolean): Promise<void> {
    await tx
      .update(liveRoom)
      .set({ keepReplay: keep })
      .where(and(eq(liveRoom.id, id), eq(liveRoom.status, 'scheduled')));
  }

  /** Any live, destroyed ones too (the job cleans up after them). */
  async anyById(tx: DbOrTx, id: number): Promise<LiveRow | undefined> {
    const [row] = await tx.select().from(liveRoom).where(eq(liveRoom.id, id));
    return row;
  }

  /** An anchor's lives with a ready replay, newest first. */
  readyOf(tx: DbOrTx, anchorId: number, limit: number): Promise<LiveRow[]> {
    return tx
      .select()
      .from(liveRoom)
      .where(
        and(
          eq(liveRoom.anchorId, anchorId),
          eq(liveRoom.destroyed, false),
          eq(liveRoom.status, 'ended'),
          eq(liveRoom.replayStatus, 'ready'),
          isNotNull(liveRoom.replayPath),
        ),
      )
      .orderBy(desc(liveRoom.endedAt), desc(liveRoom.id))
      .limit(limit);
  }

  /** Ended lives whose recording was never handed to the job (the process stopped meanwhile). */
  stranded(tx: DbOrTx): Promise<{ id: number }[]> {
    return tx
      .select({ id: liveRoom.id })
      .from(liveRoom)
      .where(and(eq(liveRoom.status, 'ended'), eq(liveRoom.replayStatus, 'recording')));
  }
}
