import { and, between, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { userSign } from '../../db/schema/points.ts';

export type SignRow = typeof userSign.$inferSelect;

export type CalendarRow = Pick<SignRow, 'signDate' | 'streak' | 'reward'>;

function calendarQuery(tx: DbOrTx) {
  return tx
    .select({ signDate: userSign.signDate, streak: userSign.streak, reward: userSign.reward })
    .from(userSign)
    .where(
      and(
        eq(userSign.userId, sql.placeholder('userId')),
        or(
          between(userSign.signDate, sql.placeholder('from'), sql.placeholder('to')),
          gte(userSign.signDate, sql.placeholder('since')),
        ),
      ),
    )
    .orderBy(userSign.signDate);
}

const prepareCalendar = (db: Db) => calendarQuery(db).prepare('points_sign_calendar');

/** SQL of daily sign-in. */
export class SignsRepo {
  /** The calendar's read, built once (every calendar view runs it). */
  private readonly calendar: ReturnType<typeof prepareCalendar>;

  constructor(private readonly db: Db) {
    this.calendar = prepareCalendar(db);
  }

  async onDay(tx: DbOrTx, userId: number, day: string): Promise<SignRow | undefined> {
    const [row] = await tx
      .select()
      .from(userSign)
      .where(and(eq(userSign.userId, userId), eq(userSign.signDate, day)))
      .limit(1);
    return row;
  }

  async latest(tx: DbOrTx, userId: number): Promise<SignRow | undefined> {
    const [row] = await tx
      .select()
      .from(userSign)
      .where(eq(userSign.userId, userId))
      .orderBy(desc(userSign.signDate))
      .limit(1);
    return row;
  }

  /** The day's sign-in, or undefined when the user already has one that day (unique key). */
  async insert(
    tx: DbOrTx,
    v: { userId: number; signDate: string; streak: number },
  ): Promise<SignRow | undefined> {
    const [row] = await tx
      .insert(userSign)
      .values({ ...v, reward: 0 })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async setReward(tx: DbOrTx, id: number, reward: number): Promise<void> {
    await tx.update(userSign).set({ reward }).where(eq(userSign.id, id));
  }

  /**
   * In one statement: the days signed between `from` and `to`, and every sign-in on or after
   * `since` (yesterday: the only latest sign-ins a calendar's streak and today's reward depend on),
   * oldest first. Outside a transaction by a statement built once.
   */
  calendarRows(tx: DbOrTx, userId: number, from: string, to: string, since: string): Promise<CalendarRow[]> {
    const v = { userId, from, to, since };
    return tx === this.db ? this.calendar.execute(v) : calendarQuery(tx).execute(v);
  }
}
