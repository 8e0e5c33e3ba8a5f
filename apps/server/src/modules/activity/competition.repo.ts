import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { intArray, planned, type DbOrTx } from '../../platform/db.ts';
import {
  activityBattle,
  activityDivision,
  activityEntry,
  activityTicketType,
} from '../../db/schema/activity.ts';
import type { BattleRow, DivisionRow, EntryRow } from './rows.ts';

/** An activity's divisions in their order (built once). */
const divisionsOf = planned('activity_divisions_of', (tx) =>
  tx
    .select()
    .from(activityDivision)
    .where(eq(activityDivision.activityId, sql.placeholder('activityId')))
    .orderBy(asc(activityDivision.sort), asc(activityDivision.id)),
);

/** Divisions, competitors and brackets. SQL only: competition.ts decides. */
export class CompetitionRepo {
  // ---------- divisions ----------

  async insertDivision(tx: DbOrTx, values: typeof activityDivision.$inferInsert): Promise<DivisionRow> {
    const [row] = await tx.insert(activityDivision).values(values).returning();
    return row!;
  }

  async updateDivision(
    tx: DbOrTx,
    id: number,
    values: Partial<typeof activityDivision.$inferInsert>,
  ): Promise<DivisionRow> {
    const [row] = await tx
      .update(activityDivision)
      .set(values)
      .where(eq(activityDivision.id, id))
      .returning();
    return row!;
  }

  async division(tx: DbOrTx, id: number): Promise<DivisionRow | undefined> {
    const [row] = await tx.select().from(activityDivision).where(eq(activityDivision.id, id)).limit(1);
    return row;
  }

  async lockDivision(tx: DbOrTx, id: number): Promise<DivisionRow | undefined> {
    const [row] = await tx.select().from(activityDivision).where(eq(activityDivision.id, id)).for('update');
    return row;
  }

  divisionsOf(tx: DbOrTx, activityId: number): Promise<DivisionRow[]> {
    return divisionsOf(tx, { activityId });
  }

  divisionsByIds(tx: DbOrTx, ids: number[]): Promise<DivisionRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(activityDivision).where(inArray(activityDivision.id, ids));
  }

  /** Divisions some ticket type of the activity enters (a competitor ticket is needed there). */
  async ticketedDivisions(tx: DbOrTx, activityId: number): Promise<Set<number>> {
    const rows = await tx
      .selectDistinct({ id: activityTicketType.divisionId })
      .from(activityTicketType)
      .where(
        and(eq(activityTicketType.activityId, activityId), sql`${activityTicketType.divisionId} is not null`),
      );
    return new Set(rows.map((r) => r.id!));
  }

  /**
   * One more entrant, only while the division has room; numbered divisions give the next number.
   * Undefined when full.
   */
  async takePlace(tx: DbOrTx, id: number): Promise<DivisionRow | undefined> {
    const [row] = await tx
      .update(activityDivision)
      .set({
        entrants: sql`${activityDivision.entrants} + 1`,
        lastNumber: sql`${activityDivision.lastNumber} + case when ${activityDivision.numberedAt} is null then 0 else 1 end`,
      })
      .where(
        and(
          eq(activityDivision.id, id),
          or(
            eq(activityDivision.maxEntrants, 0),
            lt(activityDivision.entrants, activityDivision.maxEntrants),
          ),
        ),
      )
      .returning();
    return row;
  }

  async releasePlaces(tx: DbOrTx, divisionId: number, n: number): Promise<void> {
    await tx
      .update(activityDivision)
      .set({ entrants: sql`greatest(${activityDivision.entrants} - ${n}, 0)` })
      .where(eq(activityDivision.id, divisionId));
  }

  /** Marks the division numbered, once; undefined when it was numbered before. */
  async markNumbered(tx: DbOrTx, id: number, mode: string, last: number): Promise<DivisionRow | undefined> {
    const [row] = await tx
      .update(activityDivision)
      .set({ numberedAt: sql`now()`, numberMode: mode, lastNumber: last })
      .where(and(eq(activityDivision.id, id), isNull(activityDivision.numberedAt)))
      .returning();
    return row;
  }

  // ---------- entries ----------

  async insertEntry(tx: DbOrTx, values: typeof activityEntry.$inferInsert): Promise<EntryRow> {
    const [row] = await tx.insert(activityEntry).values(values).returning();
    return row!;
  }

  async entry(tx: DbOrTx, id: number): Promise<EntryRow | undefined> {
    const [row] = await tx.select().from(activityEntry).where(eq(activityEntry.id, id)).limit(1);
    return row;
  }

  entriesOf(tx: DbOrTx, divisionIds: number[]): Promise<EntryRow[]> {
    if (!divisionIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(activityEntry)
      .where(inArray(activityEntry.divisionId, divisionIds))
      .orderBy(asc(activityEntry.id));
  }

  entriesByIds(tx: DbOrTx, ids: number[]): Promise<EntryRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return tx.select().from(activityEntry).where(inArray(activityEntry.id, ids));
  }

  /** Gives numbers to entries (id -> number) in one statement. */
  async setNumbers(tx: DbOrTx, numbers: [number, number][]): Promise<void> {
    if (!numbers.length) return;
    const ids = intArray(numbers.map((n) => n[0]));
    const nums = intArray(numbers.map((n) => n[1]));
    await tx.execute(sql`
      update ${activityEntry} e set number = v.n
        from unnest(${ids}::bigint[], ${nums}::int[]) as v(id, n)
       where e.id = v.id`);
  }

  async setScore(tx: DbOrTx, id: number, score: number): Promise<EntryRow> {
    const [row] = await tx.update(activityEntry).set({ score }).where(eq(activityEntry.id, id)).returning();
    return row!;
  }

  /** Removes the entries that came with these tickets (refunded); answers them. */
  removeEntriesOfTickets(tx: DbOrTx, ticketIds: number[]): Promise<EntryRow[]> {
    if (!ticketIds.length) return Promise.resolve([]);
    return tx.delete(activityEntry).where(inArray(activityEntry.ticketId, ticketIds)).returning();
  }

  /** A user's sign-ups, newest first. */
  userEntries(tx: DbOrTx, userId: number, beforeId: number | null, limit: number): Promise<EntryRow[]> {
    return tx
      .select()
      .from(activityEntry)
      .where(
        and(eq(activityEntry.userId, userId), beforeId !== null ? lt(activityEntry.id, beforeId) : undefined),
      )
      .orderBy(desc(activityEntry.id))
      .limit(limit);
  }

  // ---------- battles ----------

  battlesOf(tx: DbOrTx, divisionIds: number[]): Promise<BattleRow[]> {
    if (!divisionIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(activityBattle)
      .where(inArray(activityBattle.divisionId, divisionIds))
      .orderBy(asc(activityBattle.slot));
  }

  async battle(tx: DbOrTx, id: number): Promise<BattleRow | undefined> {
    const [row] = await tx.select().from(activityBattle).where(eq(activityBattle.id, id)).limit(1);
    return row;
  }

  async clearBracket(tx: DbOrTx, divisionId: number): Promise<void> {
    await tx.delete(activityBattle).where(eq(activityBattle.divisionId, divisionId));
  }

  insertBattles(tx: DbOrTx, rows: (typeof activityBattle.$inferInsert)[]): Promise<BattleRow[]> {
    if (!rows.length) return Promise.resolve([]);
    return tx.insert(activityBattle).values(rows).returning();
  }

  /** Records the winner of an undecided battle whose two sides are set; undefined otherwise. */
  async decide(tx: DbOrTx, id: number, winner: number): Promise<BattleRow | undefined> {
    const [row] = await tx
      .update(activityBattle)
      .set({ winnerEntryId: winner, decided: true, decidedAt: sql`now()` })
      .where(
        and(
          eq(activityBattle.id, id),
          eq(activityBattle.decided, false),
          or(eq(activityBattle.entryA, winner), eq(activityBattle.entryB, winner)),
          sql`${activityBattle.entryA} is not null and ${activityBattle.entryB} is not null`,
        ),
      )
      .returning();
    return row;
  }

  /** Puts an entry on one side of a battle of the next round, making the battle when it is the first. */
  async advance(
    tx: DbOrTx,
    v: {
      activityId: number;
      divisionId: number;
      round: string;
      slot: number;
      side: 'a' | 'b';
      entryId: number;
    },
  ): Promise<void> {
    const a = v.side === 'a' ? v.entryId : null;
    const b = v.side === 'b' ? v.entryId : null;
    await tx
      .insert(activityBattle)
      .values({
        activityId: v.activityId,
        divisionId: v.divisionId,
        round: v.round,
        slot: v.slot,
        entryA: a,
        entryB: b,
      })
      .onConflictDoUpdate({
        target: [activityBattle.divisionId, activityBattle.round, activityBattle.slot],
        set: v.side === 'a' ? { entryA: v.entryId } : { entryB: v.entryId },
      });
  }

  async anyDecided(tx: DbOrTx, divisionId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: activityBattle.id })
      .from(activityBattle)
      .where(and(eq(activityBattle.divisionId, divisionId), eq(activityBattle.decided, true)))
      .limit(1);
    return Boolean(row);
  }
}
