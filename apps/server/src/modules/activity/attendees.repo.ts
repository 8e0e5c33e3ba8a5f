import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { activityAttendee } from '../../db/schema/activity.ts';
import type { AttendeeRow } from './rows.ts';

const live = (userId: number) => and(eq(activityAttendee.userId, userId), isNull(activityAttendee.deletedAt));

/** A user's saved attendees. SQL only: attendees.ts decides. */
export class AttendeesRepo {
  list(tx: DbOrTx, userId: number): Promise<AttendeeRow[]> {
    return tx.select().from(activityAttendee).where(live(userId)).orderBy(asc(activityAttendee.id));
  }

  byIds(tx: DbOrTx, userId: number, ids: number[]): Promise<AttendeeRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx
      .select()
      .from(activityAttendee)
      .where(and(live(userId), inArray(activityAttendee.id, ids)));
  }

  async count(tx: DbOrTx, userId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(activityAttendee)
      .where(live(userId));
    return row?.n ?? 0;
  }

  async insert(tx: DbOrTx, values: typeof activityAttendee.$inferInsert): Promise<AttendeeRow> {
    const [row] = await tx.insert(activityAttendee).values(values).returning();
    return row!;
  }

  async update(
    tx: DbOrTx,
    userId: number,
    id: number,
    values: Partial<typeof activityAttendee.$inferInsert>,
  ): Promise<AttendeeRow | undefined> {
    const [row] = await tx
      .update(activityAttendee)
      .set(values)
      .where(and(live(userId), eq(activityAttendee.id, id)))
      .returning();
    return row;
  }

  async remove(tx: DbOrTx, userId: number, id: number): Promise<boolean> {
    const r = await tx
      .update(activityAttendee)
      .set({ deletedAt: sql`now()` })
      .where(and(live(userId), eq(activityAttendee.id, id)));
    return (r.rowCount ?? 0) === 1;
  }
}
