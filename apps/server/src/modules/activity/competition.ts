import { randomInt } from 'node:crypto';
import { ROUNDS } from '@dance/contracts/activity';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation, type Db, type Tx } from '../../platform/db.ts';
import { toFen } from '../../platform/money.ts';
import type { ActivitiesRepo } from './activities.repo.ts';
import type { CompetitionRepo } from './competition.repo.ts';
import type { TicketsRepo } from './tickets.repo.ts';
import type { ActivityService } from './activities.ts';
import type { ActivityDeps } from './ports.ts';
import type { ActivityRow, BattleRow, DivisionRow, EntryRow } from './rows.ts';
import { divisionView, entryView, statusOf, unpublished } from './views.ts';

type Round = (typeof ROUNDS)[number];

/** The first round of a bracket of n competitors. */
const FIRST_ROUND: Record<number, Round> = { 32: 'top32', 16: 'top16', 8: 'top8', 4: 'top4', 2: 'final' };
const NEXT_ROUND: Partial<Record<Round, Round>> = {
  top32: 'top16',
  top16: 'top8',
  top8: 'top4',
  top4: 'final',
};

/** A battle's winner was recorded; runs in that transaction, so throwing undoes the decision. */
export type BattleDecided = (
  tx: Tx,
  e: { battleId: number; activityId: number; winnerEntryId: number },
) => Promise<void>;

interface EntryText {
  stage_name: string;
  crew: string;
  city: string;
}

/**
 * Battles: divisions, competitors signing up (with a competitor ticket or for free) or added by
 * the organiser, their numbers (in sign-up order or drawn, once), preselection scores and the
 * bracket, whose battles keep stable ids and a decided state.
 */
export class CompetitionService {
  /** Told inside the decision's transaction when a battle's winner is recorded (guesses settle on it). */
  private decided: BattleDecided | null = null;

  constructor(
    private readonly db: Db,
    private readonly repos: {
      activities: ActivitiesRepo;
      competition: CompetitionRepo;
      tickets: TicketsRepo;
    },
    private readonly deps: ActivityDeps,
    private readonly activities: ActivityService,
  ) {}

  /** Wired by app.ts: what follows a recorded winner, inside the same transaction. */
  onDecided(f: BattleDecided): void {
    this.decided = f;
  }

  /** A division a staff call names, with its activity (the caller must be on its staff). */
  private async staffDivision(userId: number, id: number, field = 'division_id') {
    const d = await this.repos.competition.division(this.db, id);
    if (!d) invalid(field, 'unknown');
    const a = await this.activities.forStaff(userId, d.activityId, field);
    return { d, a };
  }

  async groups(viewerId: number | null, activityId: number) {
    const { a } = await this.activities.visible(viewerId, activityId);
    const [divisions, ticketed] = await Promise.all([
      this.repos.competition.divisionsOf(this.db, a.id),
      this.repos.competition.ticketedDivisions(this.db, a.id),
    ]);
    return { list: divisions.map((d) => divisionView(d, ticketed)) };
  }

  async editGroup(
    userId: number,
    b: {
      id?: number;
      activity_id: number;
      name: string;
      description: string;
      max_entrants: number;
      sort: number;
    },
  ) {
    const a = await this.activities.forStaff(userId, b.activity_id);
    const values = { name: b.name, description: b.description, maxEntrants: b.max_entrants, sort: b.sort };
    let row: DivisionRow;
    if (b.id !== undefined) {
      const d = await this.repos.competition.division(this.db, b.id);
      if (!d || d.activityId !== a.id) invalid('id', 'unknown');
      row = await this.db.transaction(async (tx) => {
        const cur = (await this.repos.competition.lockDivision(tx, d.id))!;
        if (b.max_entrants > 0 && b.max_entrants < cur.entrants)
          invalid('max_entrants', `below the ${cur.entrants} competitors signed up`);
        return this.repos.competition.updateDivision(tx, d.id, values);
      });
    } else {
      if ((await this.repos.competition.divisionsOf(this.db, a.id)).length >= 20)
        invalid('activity_id', 'at most 20 divisions');
      row = await this.repos.competition.insertDivision(this.db, { ...values, activityId: a.id });
    }
    return divisionView(row, await this.repos.competition.ticketedDivisions(this.db, a.id));
  }

  /**
   * Writes an entry and takes a place in its division (full: refused), in that order (the refund
   * of a competitor ticket removes the entry and then frees the place). A numbered division gives
   * the next number.
   */
  private async enter(
    d: DivisionRow,
    v: EntryText & { userId: number | null; ticketId: number | null; source: 'ticket' | 'free' | 'manual' },
  ): Promise<EntryRow> {
    try {
      return await this.db.transaction(async (tx) => {
        const e = await this.repos.competition.insertEntry(tx, {
          activityId: d.activityId,
          divisionId: d.id,
          userId: v.userId,
          ticketId: v.ticketId,
          stageName: v.stage_name,
          crew: v.crew,
          city: v.city,
          source: v.source,
        });
        const placed = await this.repos.competition.takePlace(tx, d.id);
        if (!placed) fail('DIVISION_FULL', { name: d.name });
        if (!placed.numberedAt) return e;
        await this.repos.competition.setNumbers(tx, [[e.id, placed.lastNumber]]);
        return { ...e, number: placed.lastNumber };
      });
    } catch (err) {
      if (isUniqueViolation(err, 'activity_entry_user_uq')) fail('ALREADY_SIGNED_UP');
      if (isUniqueViolation(err, 'activity_entry_ticket_uq')) fail('TICKET_REQUIRED');
      throw err;
    }
  }

  private signUpOpen(a: ActivityRow, now = new Date()): boolean {
    if (statusOf(a, now) !== 'published') return false;
    if (a.signUpStartAt && a.signUpStartAt > now) return false;
    return (a.signUpEndAt ?? a.endAt) > now;
  }

  /** A competitor signs up: inside the window, with an unused competitor ticket where one is needed. */
  async apply(
    userId: number,
    b: EntryText & { activity_id: number; division_id: number; ticket_id?: number },
  ) {
    const a = await this.repos.activities.byId(this.db, b.activity_id);
    if (!a || unpublished(a)) invalid('activity_id', 'unknown');
    const d = await this.repos.competition.division(this.db, b.division_id);
    if (!d || d.activityId !== a.id) invalid('division_id', 'unknown');
    if (!this.signUpOpen(a)) fail('SIGN_UP_CLOSED');
    const needsTicket = (await this.repos.competition.ticketedDivisions(this.db, a.id)).has(d.id);
    let ticketId: number | null = null;
    if (needsTicket || b.ticket_id !== undefined) {
      const t =
        b.ticket_id !== undefined ? await this.repos.tickets.ticketById(this.db, b.ticket_id) : undefined;
      const type = t ? await this.repos.tickets.typeById(this.db, t.ticketTypeId) : undefined;
      if (!t || t.userId !== userId || t.status !== 'valid' || type?.divisionId !== d.id)
        fail('TICKET_REQUIRED');
      ticketId = t.id;
    }
    const e = await this.enter(d, { ...b, userId, ticketId, source: ticketId ? 'ticket' : 'free' });
    return entryView(e);
  }

  /** The organiser adds a walk-in competitor (no window, no ticket). */
  async addCompetitor(userId: number, b: EntryText & { activity_id: number; division_id: number }) {
    const a = await this.activities.forStaff(userId, b.activity_id);
    const d = await this.repos.competition.division(this.db, b.division_id);
    if (!d || d.activityId !== a.id) invalid('division_id', 'unknown');
    return entryView(await this.enter(d, { ...b, userId: null, ticketId: null, source: 'manual' }));
  }

  /** Numbers 1..n for the division's competitors, in sign-up order or drawn at random; once. */
  async number(userId: number, b: { division_id: number; mode: 'order' | 'draw' }) {
    const { d } = await this.staffDivision(userId, b.division_id);
    const row = await this.db.transaction(async (tx) => {
      // The division's row is the lock: sign-ups made meanwhile wait, then get the next number.
      if (!(await this.repos.competition.markNumbered(tx, d.id, b.mode, 0))) fail('DIVISION_NUMBERED');
      const ids = (await this.repos.competition.entriesOf(tx, [d.id])).map((e) => e.id);
      if (b.mode === 'draw')
        for (let i = ids.length - 1; i > 0; i--) {
          const j = randomInt(0, i + 1);
          [ids[i], ids[j]] = [ids[j]!, ids[i]!];
        }
      await this.repos.competition.setNumbers(
        tx,
        ids.map((id, i) => [id, i + 1]),
      );
      return this.repos.competition.updateDivision(tx, d.id, { lastNumber: ids.length });
    });
    const [ticketed, entries] = await Promise.all([
      this.repos.competition.ticketedDivisions(this.db, row.activityId),
      this.repos.competition.entriesOf(this.db, [d.id]),
    ]);
    return {
      division: divisionView(row, ticketed),
      list: entries.sort((x, y) => (x.number ?? 0) - (y.number ?? 0)).map(entryView),
    };
  }

  async score(userId: number, b: { entry_id: number; score: string }) {
    const e = await this.repos.competition.entry(this.db, b.entry_id);
    if (!e) invalid('entry_id', 'unknown');
    await this.activities.forStaff(userId, e.activityId, 'entry_id');
    const score = toFen(b.score);
    if (!(score >= 0) || score > 100_000) invalid('score', 'between 0.00 and 1000.00');
    return entryView(await this.repos.competition.setScore(this.db, e.id, score));
  }

  private rounds(battles: BattleRow[], entries: Map<number, EntryRow>) {
    const of = (id: number | null) => {
      const e = id !== null ? entries.get(id) : undefined;
      return e ? entryView(e) : null;
    };
    return ROUNDS.map((round) => ({
      round,
      battles: battles
        .filter((x) => x.round === round)
        .map((x) => ({
          id: x.id,
          division_id: x.divisionId,
          round,
          slot: x.slot,
          a: of(x.entryA),
          b: of(x.entryB),
          winner_entry_id: x.winnerEntryId,
          decided: x.decided,
          decided_at: x.decidedAt ? x.decidedAt.toISOString() : null,
        })),
    })).filter((r) => r.battles.length);
  }

  async list(viewerId: number | null, activityId: number) {
    const { a } = await this.activities.visible(viewerId, activityId);
    const divisions = await this.repos.competition.divisionsOf(this.db, a.id);
    const ids = divisions.map((d) => d.id);
    const [ticketed, entries, battles] = await Promise.all([
      this.repos.competition.ticketedDivisions(this.db, a.id),
      this.repos.competition.entriesOf(this.db, ids),
      this.repos.competition.battlesOf(this.db, ids),
    ]);
    const byId = new Map(entries.map((e) => [e.id, e]));
    return {
      list: divisions.map((d) => {
        const mine = entries
          .filter((e) => e.divisionId === d.id)
          .sort((x, y) => (x.number ?? 1e9) - (y.number ?? 1e9) || x.id - y.id);
        const rounds = this.rounds(
          battles.filter((x) => x.divisionId === d.id),
          byId,
        );
        const final = rounds.find((r) => r.round === 'final')?.battles[0];
        const champion =
          final?.decided && final.winner_entry_id ? byId.get(final.winner_entry_id) : undefined;
        return {
          ...divisionView(d, ticketed),
          entries: mine.map(entryView),
          rounds,
          champion: champion ? entryView(champion) : null,
        };
      }),
    };
  }

  /** Starts the bracket from seeded competitors; again only while no battle is decided. */
  async editBracket(userId: number, b: { division_id: number; entry_ids: number[] }) {
    const { d } = await this.staffDivision(userId, b.division_id);
    const first = FIRST_ROUND[b.entry_ids.length];
    if (!first) invalid('entry_ids', '2, 4, 8, 16 or 32 competitors');
    if (new Set(b.entry_ids).size !== b.entry_ids.length) invalid('entry_ids', 'a competitor twice');
    const entries = new Map(
      (await this.repos.competition.entriesByIds(this.db, b.entry_ids)).map((e) => [e.id, e]),
    );
    b.entry_ids.forEach((id, i) => {
      if (entries.get(id)?.divisionId !== d.id) invalid(`entry_ids.${i}`, 'unknown');
    });
    await this.db.transaction(async (tx) => {
      await this.repos.competition.lockDivision(tx, d.id);
      if (await this.repos.competition.anyDecided(tx, d.id)) fail('BRACKET_STATE');
      await this.repos.competition.clearBracket(tx, d.id);
      await this.repos.competition.insertBattles(
        tx,
        Array.from({ length: b.entry_ids.length / 2 }, (_, slot) => ({
          activityId: d.activityId,
          divisionId: d.id,
          round: first,
          slot,
          entryA: b.entry_ids[slot * 2]!,
          entryB: b.entry_ids[slot * 2 + 1]!,
        })),
      );
    });
    const battles = await this.repos.competition.battlesOf(this.db, [d.id]);
    return { rounds: this.rounds(battles, entries) };
  }

  /** Records a battle's winner once; the winner takes its side of the next round's battle. */
  async decide(userId: number, b: { battle_id: number; winner_entry_id: number }) {
    const x = await this.repos.competition.battle(this.db, b.battle_id);
    if (!x) invalid('battle_id', 'unknown');
    await this.activities.forStaff(userId, x.activityId, 'battle_id');
    if (b.winner_entry_id !== x.entryA && b.winner_entry_id !== x.entryB)
      invalid('winner_entry_id', 'not in this battle');
    const row = await this.db.transaction(async (tx) => {
      await this.repos.competition.lockDivision(tx, x.divisionId);
      const r = await this.repos.competition.decide(tx, x.id, b.winner_entry_id);
      if (!r) fail('BRACKET_STATE');
      await this.decided?.(tx, {
        battleId: r.id,
        activityId: r.activityId,
        winnerEntryId: b.winner_entry_id,
      });
      const next = NEXT_ROUND[r.round as Round];
      if (next)
        await this.repos.competition.advance(tx, {
          activityId: r.activityId,
          divisionId: r.divisionId,
          round: next,
          slot: Math.floor(r.slot / 2),
          side: r.slot % 2 === 0 ? 'a' : 'b',
          entryId: b.winner_entry_id,
        });
      return r;
    });
    const entries = new Map(
      (
        await this.repos.competition.entriesByIds(
          this.db,
          [row.entryA, row.entryB].filter((v): v is number => v !== null),
        )
      ).map((e) => [e.id, e]),
    );
    return this.rounds([row], entries)[0]!.battles[0]!;
  }

  /** My sign-ups with their activity and division. */
  async records(userId: number, q: { cursor?: string; limit: number }) {
    const after = decodeCursor(q.cursor, ['id']);
    const rows = await this.repos.competition.userEntries(
      this.db,
      userId,
      after ? after[0]! : null,
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (e) => String(e.id));
    const [acts, divisions] = await Promise.all([
      this.repos.activities.byIds(this.db, [...new Set(list.map((e) => e.activityId))]),
      this.repos.competition.divisionsByIds(this.db, [...new Set(list.map((e) => e.divisionId))]),
    ]);
    const act = new Map(acts.map((a) => [a.id, a]));
    const div = new Map(divisions.map((d) => [d.id, d]));
    return {
      list: list.map((e) => {
        const a = act.get(e.activityId);
        if (!a) notFound('activity');
        return {
          ...entryView(e),
          division: div.get(e.divisionId)?.name ?? '',
          activity: {
            id: a.id,
            name: a.name,
            cover: a.cover,
            start_at: a.startAt.toISOString(),
            status: statusOf(a),
          },
        };
      }),
      next_cursor,
    };
  }
}
