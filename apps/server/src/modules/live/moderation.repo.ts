import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { liveRoomAdmin, liveRoomRestriction } from '../../db/schema/live.ts';

export interface Restriction {
  muted: boolean;
  removed: boolean;
}

/** Room admins and per-live mutes and removals. SQL only: moderation.ts decides. */
export class ModerationRepo {
  admins(tx: DbOrTx, anchorId: number) {
    return tx
      .select({ userId: liveRoomAdmin.userId, createdAt: liveRoomAdmin.createdAt })
      .from(liveRoomAdmin)
      .where(eq(liveRoomAdmin.anchorId, anchorId))
      .orderBy(asc(liveRoomAdmin.createdAt), asc(liveRoomAdmin.userId));
  }

  async isAdmin(tx: DbOrTx, anchorId: number, userId: number): Promise<boolean> {
    const r = await tx
      .select({ u: liveRoomAdmin.userId })
      .from(liveRoomAdmin)
      .where(and(eq(liveRoomAdmin.anchorId, anchorId), eq(liveRoomAdmin.userId, userId)));
    return r.length > 0;
  }

  /**
   * Appoints a room admin unless the anchor has `max` already; run inside a transaction, which a
   * lock on the anchor's admins serialises (each statement after it sees the others' commits).
   * Answers false when full; an admin appointed before counts as done.
   */
  async appoint(tx: DbOrTx, anchorId: number, userId: number, max: number): Promise<boolean> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('live_room_admin'), ${anchorId}::int)`);
    const r = await tx.execute<{ n: number; already: boolean }>(sql`
      select count(*)::int as n, coalesce(bool_or(user_id = ${userId}), false) as already
        from ${liveRoomAdmin} where anchor_id = ${anchorId}`);
    const row = r.rows[0];
    if (row?.already) return true;
    if ((row?.n ?? 0) >= max) return false;
    await tx.insert(liveRoomAdmin).values({ anchorId, userId }).onConflictDoNothing();
    return true;
  }

  async dismiss(tx: DbOrTx, anchorId: number, userId: number): Promise<void> {
    await tx
      .delete(liveRoomAdmin)
      .where(and(eq(liveRoomAdmin.anchorId, anchorId), eq(liveRoomAdmin.userId, userId)));
  }

  async restriction(tx: DbOrTx, liveId: number, userId: number): Promise<Restriction> {
    const [r] = await tx
      .select({ muted: liveRoomRestriction.muted, removed: liveRoomRestriction.removed })
      .from(liveRoomRestriction)
      .where(and(eq(liveRoomRestriction.liveId, liveId), eq(liveRoomRestriction.userId, userId)));
    return r ?? { muted: false, removed: false };
  }

  async setMuted(tx: DbOrTx, liveId: number, userId: number, muted: boolean, byId: number): Promise<void> {
    await tx
      .insert(liveRoomRestriction)
      .values({ liveId, userId, muted, byId })
      .onConflictDoUpdate({
        target: [liveRoomRestriction.liveId, liveRoomRestriction.userId],
        set: { muted, byId, updatedAt: sql`now()` },
      });
  }

  async setRemoved(tx: DbOrTx, liveId: number, userId: number, byId: number): Promise<void> {
    await tx
      .insert(liveRoomRestriction)
      .values({ liveId, userId, removed: true, byId })
      .onConflictDoUpdate({
        target: [liveRoomRestriction.liveId, liveRoomRestriction.userId],
        set: { removed: true, byId, updatedAt: sql`now()` },
      });
  }
}
