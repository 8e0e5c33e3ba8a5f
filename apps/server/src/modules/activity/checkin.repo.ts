import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { activityCheckIn } from '../../db/schema/activity.ts';
import type { CheckInRow } from './rows.ts';

/** Check-ins: one row per ticket, ever. SQL only: checkin.ts decides. */
export class CheckInRepo {
  /** The ticket's check-in, unless it has one already (then undefined: read that one). */
  async insert(tx: DbOrTx, values: typeof activityCheckIn.$inferInsert): Promise<CheckInRow | undefined> {
    const [row] = await tx.insert(activityCheckIn).values(values).onConflictDoNothing().returning();
    return row;
  }

  async ofTicket(tx: DbOrTx, ticketId: number): Promise<CheckInRow | undefined> {
    const [row] = await tx
      .select()
      .from(activityCheckIn)
      .where(eq(activityCheckIn.ticketId, ticketId))
      .limit(1);
    return row;
  }

  ofTickets(tx: DbOrTx, ticketIds: number[]): Promise<CheckInRow[]> {
    if (!ticketIds.length) return Promise.resolve([]);
    return tx.select().from(activityCheckIn).where(inArray(activityCheckIn.ticketId, ticketIds));
  }
}
