import {
  KIND_DECISIONS,
  KIND_ROLE,
  NEEDS_REASON,
  OPERATOR_ROLES,
  QUEUE_KINDS,
  type Decision,
  type OperatorRole,
  type QueueItem,
  type QueueKind,
} from '@dance/contracts/ops';
import type { Db } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { yuan } from '../../platform/money.ts';
import type { QueueSource, WaitingItem } from '../../platform/ops-queue.ts';
import { decisionTitles, sanctionTitles } from './notices.ts';
import type { OpsDeps } from './ports.ts';
import type { ActionRow, ClaimRow, DayRow, OpsRepo } from './ops.repo.ts';

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3_600_000;
const chinaDay = (t: number) => new Date(t + CHINA_MS).toISOString().slice(0, 10);

/**
 * The operator console: who may do what, one queue over every domain's waiting items, claims,
 * decisions taken through the owning domain and written to the one action log, user sanctions,
 * ending a live, operators' roles, and the overview.
 */
export class OpsConsole {
  private readonly sources = new Map<QueueKind, QueueSource>();

  constructor(
    private readonly db: Db,
    private readonly repo: OpsRepo,
    private readonly deps: OpsDeps,
  ) {}

  /** A domain's queue joins the console (wired in app.ts). */
  addSource(s: QueueSource): void {
    this.sources.set(s.kind, s);
  }

  /** The operator's roles; FORBIDDEN for anyone else (and a banned or closed account). */
  private async roles(userId: number): Promise<OperatorRole[]> {
    const s = await this.deps.users.standing(userId);
    if (!s || s.closed) notFound('user');
    if (s.banned || !s.operatorRoles.length) fail('FORBIDDEN');
    return s.operatorRoles;
  }

  private async requireRole(userId: number, role: OperatorRole): Promise<OperatorRole[]> {
    const roles = await this.roles(userId);
    if (!roles.includes('super') && !roles.includes(role)) fail('FORBIDDEN');
    return roles;
  }

  private kindsOf(roles: OperatorRole[]): QueueKind[] {
    return QUEUE_KINDS.filter(
      (k) => this.sources.has(k) && (roles.includes('super') || roles.includes(KIND_ROLE[k])),
    );
  }

  async me(userId: number) {
    const roles = await this.roles(userId);
    return {
      roles,
      kinds: this.kindsOf(roles),
      editor: roles.includes('super') || roles.includes('editor'),
      super: roles.includes('super'),
    };
  }

  // ---------- the queue ----------

  async queue(
    userId: number,
    q: { kind?: QueueKind; min_age_hours: number; cursor?: string; limit: number },
  ) {
    const kinds = this.kindsOf(await this.roles(userId));
    if (q.kind && !kinds.includes(q.kind)) fail('FORBIDDEN');
    const now = Date.now();
    const counts = await Promise.all(
      kinds.map(async (kind) => {
        const c = await this.sources.get(kind)!.counts(new Date(now - DAY_MS), new Date(now - 7 * DAY_MS));
        return { kind, count: c.count, over_day: c.overDay };
      }),
    );
    const cursor = decodeQueueCursor(q.cursor);
    const before = new Date(now - q.min_age_hours * 3_600_000);
    const shown = q.kind ? [q.kind] : kinds;
    // Each kind's next items after the cursor in the order (time, kind, ref), merged.
    const pages = await Promise.all(
      shown.map(async (kind) => {
        const ki = QUEUE_KINDS.indexOf(kind);
        const after = cursor
          ? { us: cursor.us, ref: ki > cursor.kind ? '' : ki === cursor.kind ? cursor.ref : '\uffff' }
          : null;
        const items = await this.sources.get(kind)!.waiting({ after, before, limit: q.limit + 1 });
        return items.map((i) => ({ kind, i }));
      }),
    );
    const merged = pages
      .flat()
      .sort(
        (a, b) =>
          a.i.us - b.i.us ||
          QUEUE_KINDS.indexOf(a.kind) - QUEUE_KINDS.indexOf(b.kind) ||
          (a.i.ref < b.i.ref ? -1 : 1),
      );
    const list = merged.slice(0, q.limit);
    const last = list[list.length - 1];
    return {
      counts,
      list: await this.items(userId, list),
      next_cursor:
        merged.length > q.limit && last
          ? `${last.i.us}_${QUEUE_KINDS.indexOf(last.kind)}_${last.i.ref}`
          : null,
    };
  }

  private async items(viewerId: number, list: { kind: QueueKind; i: WaitingItem }[]): Promise<QueueItem[]> {
    const claims = await this.repo.claims(
      this.db,
      list.map((x) => ({ kind: x.kind, ref: x.i.ref })),
    );
    const held = new Map(claims.map((c) => [`${c.kind}:${c.ref}`, c]));
    const profiles = await this.deps.users.profiles([
      ...list.flatMap((x) => (x.i.userId ? [x.i.userId] : [])),
      ...claims.map((c) => c.operatorId),
    ]);
    const brief = (id: number) => {
      const p = profiles.get(id);
      return { id, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' };
    };
    const claimOf = (c: ClaimRow | undefined) =>
      c
        ? { operator: brief(c.operatorId), at: c.claimedAt.toISOString(), mine: c.operatorId === viewerId }
        : null;
    return list.map(({ kind, i }) => ({
      kind,
      ref: i.ref,
      title: i.title,
      summary: i.summary,
      user: i.userId ? brief(i.userId) : null,
      images: i.images,
      facts: i.facts,
      options: i.options ?? [],
      decisions: [...KIND_DECISIONS[kind]],
      created_at: i.createdAt.toISOString(),
      claim: claimOf(held.get(`${kind}:${i.ref}`)),
    }));
  }

  private async source(userId: number, kind: QueueKind): Promise<QueueSource> {
    const kinds = this.kindsOf(await this.roles(userId));
    if (!kinds.includes(kind)) fail('FORBIDDEN');
    return this.sources.get(kind)!;
  }

  /** Opens an item: holds it for this operator unless another still holds it (then says who). */
  async claim(userId: number, kind: QueueKind, ref: string): Promise<QueueItem> {
    const source = await this.source(userId, kind);
    const item = await source.one(ref);
    if (!item) return this.gone(kind, ref);
    await this.repo.claim(this.db, kind, ref, userId);
    return (await this.items(userId, [{ kind, i: item }]))[0]!;
  }

  /** An item no longer waiting: decided already (CONFLICT naming the decision) or unknown. */
  private async gone(kind: QueueKind, ref: string): Promise<never> {
    const [last] = await this.repo.actions(this.db, { kind, ref, before: null, limit: 1 });
    if (last) fail('CONFLICT', { reason: `already decided: ${last.decision}` });
    notFound(kind);
  }

  /**
   * Decides an item through its domain's own conditional transition, which writes the action log
   * in the same transaction; then releases the hold and tells the applicant. Of two operators
   * deciding at once the domain lets one through, and only that one is logged.
   */
  async decide(
    userId: number,
    b: {
      kind: QueueKind;
      ref: string;
      decision: Decision;
      reason: string;
      option_id?: number;
      reference?: string;
    },
  ): Promise<null> {
    const source = await this.source(userId, b.kind);
    if (!KIND_DECISIONS[b.kind].includes(b.decision))
      invalid('decision', `not one of ${KIND_DECISIONS[b.kind].join(', ')}`);
    if (NEEDS_REASON.includes(b.decision) && !b.reason) invalid('reason', `is required to ${b.decision}`);
    if (!(await source.one(b.ref))) await this.gone(b.kind, b.ref);
    const out = await source.decide(userId, b.ref, {
      decision: b.decision,
      reason: b.reason,
      ...(b.option_id ? { optionId: b.option_id } : {}),
      ...(b.reference ? { reference: b.reference } : {}),
    });
    // The domain logged its decision in its own transaction; the hold ends, the applicant is told.
    await this.db.transaction(async (tx) => {
      await this.repo.release(tx, b.kind, b.ref);
      if (out.tell)
        await this.deps.notices.notify(tx, {
          userId: out.tell.userId,
          kind: 'system',
          actorId: 0,
          data: decisionTitles(out.tell.subject, out.tell.approved, b.reason),
          key: `ops:${b.kind}:${b.ref}`,
        });
    });
    return null;
  }

  // ---------- the action log ----------

  async log(
    userId: number,
    q: { kind?: string; operator_id?: number; ref?: string; cursor?: string; limit: number },
  ) {
    await this.roles(userId);
    const before = q.cursor === undefined ? null : Number(q.cursor);
    if (before !== null && !(Number.isSafeInteger(before) && before > 0)) invalid('cursor', 'malformed');
    const rows = await this.repo.actions(this.db, {
      ...(q.kind ? { kind: q.kind } : {}),
      ...(q.operator_id ? { operatorId: q.operator_id } : {}),
      ...(q.ref ? { ref: q.ref } : {}),
      before,
      limit: q.limit + 1,
    });
    const list = rows.slice(0, q.limit);
    const profiles = await this.deps.users.profiles(list.map((r) => r.operatorId));
    return {
      list: list.map((r: ActionRow) => {
        const p = profiles.get(r.operatorId);
        return {
          id: r.id,
          operator: { id: r.operatorId, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' },
          kind: r.kind,
          ref: r.ref,
          decision: r.decision,
          reason: r.reason,
          before: r.before ?? null,
          after: r.after ?? null,
          created_at: r.createdAt.toISOString(),
        };
      }),
      next_cursor: rows.length > q.limit && list.length ? String(list[list.length - 1]!.id) : null,
    };
  }

  // ---------- users, lives, operators ----------

  /**
   * Warns a user in their message box, mutes them for some hours (told, with the end), lifts a
   * mute, or bans them (their sessions end at once).
   */
  async sanction(
    userId: number,
    b: { user_id: number; action: 'warn' | 'mute' | 'unmute' | 'ban'; hours?: number; reason: string },
  ): Promise<null> {
    await this.requireRole(userId, 'reviewer');
    const target = await this.deps.users.standing(b.user_id);
    if (!target || target.closed) notFound('user');
    if (target.operatorRoles.length) fail('FORBIDDEN');
    if (b.action === 'mute' && !b.hours) invalid('hours', 'is required to mute');
    if (b.action === 'unmute' && !target.mutedUntil) fail('CONFLICT', { reason: 'not muted' });
    const until = b.action === 'mute' ? new Date(Date.now() + b.hours! * 3_600_000) : null;
    const status = (banned: boolean, muted: Date | null) =>
      banned ? 'banned' : muted ? `muted until ${muted.toISOString()}` : 'active';
    await this.db.transaction(async (tx) => {
      if (b.action === 'ban') {
        if (!(await this.deps.users.ban(tx, b.user_id))) fail('CONFLICT', { reason: 'already banned' });
      } else {
        if (b.action !== 'warn') await this.deps.users.mute(tx, b.user_id, until);
        await this.deps.notices.notify(tx, {
          userId: b.user_id,
          kind: 'system',
          actorId: 0,
          data: sanctionTitles(b.action, b.reason, until),
        });
      }
      const after =
        b.action === 'ban'
          ? 'banned'
          : status(target.banned, b.action === 'warn' ? target.mutedUntil : until);
      await this.repo.log(tx, {
        operatorId: userId,
        kind: 'user',
        ref: String(b.user_id),
        decision: b.action,
        reason: b.reason,
        before: { status: status(target.banned, target.mutedUntil) },
        after: { status: after },
      });
    });
    return null;
  }

  /** Ends a live on air; logged with the reason. */
  async endLive(userId: number, b: { id: number; reason: string }): Promise<null> {
    await this.requireRole(userId, 'reviewer');
    const before = await this.deps.lives.status(b.id);
    if (!before) notFound('live');
    if (before !== 'live' || !(await this.deps.lives.end(b.id))) fail('LIVE_STATE');
    await this.repo.log(this.db, {
      operatorId: userId,
      kind: 'live',
      ref: String(b.id),
      decision: 'end',
      reason: b.reason,
      before: { status: before },
      after: { status: 'ended' },
    });
    return null;
  }

  async operators(userId: number) {
    await this.requireRole(userId, 'super');
    const rows = await this.deps.users.operators();
    const profiles = await this.deps.users.profiles(rows.map((r) => r.id));
    return {
      list: rows.map((r) => {
        const p = profiles.get(r.id);
        return {
          user: { id: r.id, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' },
          mobile: maskMobile(r.mobile),
          roles: r.roles,
        };
      }),
    };
  }

  async setRoles(userId: number, b: { user_id: number; roles: OperatorRole[]; reason: string }) {
    await this.requireRole(userId, 'super');
    if (b.user_id === userId && !b.roles.includes('super'))
      invalid('roles', 'a super operator cannot drop their own super role');
    const target = await this.deps.users.standing(b.user_id);
    if (!target || target.closed) notFound('user');
    const roles = OPERATOR_ROLES.filter((r) => b.roles.includes(r));
    const changed = await this.db.transaction(async (tx) => {
      const c = await this.deps.users.setOperatorRoles(tx, b.user_id, roles);
      await this.repo.log(tx, {
        operatorId: userId,
        kind: 'operator',
        ref: String(b.user_id),
        decision: 'roles',
        reason: b.reason,
        before: { roles: c.before },
        after: { roles: c.after },
      });
      return c;
    });
    const p = (await this.deps.users.profiles([b.user_id])).get(b.user_id);
    const row = (await this.deps.users.operators()).find((o) => o.id === b.user_id);
    return {
      user: { id: b.user_id, nickname: p?.nickname ?? '', avatar: p?.avatar ?? '' },
      mobile: maskMobile(row?.mobile ?? ''),
      roles: changed.after,
    };
  }

  // ---------- the overview ----------

  async overview(userId: number) {
    const kinds = this.kindsOf(await this.roles(userId));
    const now = Date.now();
    const today = chinaDay(now);
    const days = await this.repo.days(this.db, chinaDay(now - 6 * DAY_MS), today);
    const money = (d: DayRow) => ({ ...d, gmv: yuan(d.gmv), refunds: yuan(d.refunds) });
    const sum = days.reduce(
      (a, d) => ({
        users: a.users + d.users,
        posts: a.posts + d.posts,
        orders: a.orders + d.orders,
        gmv: a.gmv + d.gmv,
        refunds: a.refunds + d.refunds,
        points_issued: a.points_issued + d.points_issued,
        points_spent: a.points_spent + d.points_spent,
        lives: a.lives + d.lives,
      }),
      { users: 0, posts: 0, orders: 0, gmv: 0, refunds: 0, points_issued: 0, points_spent: 0, lives: 0 },
    );
    const queue = await Promise.all(
      kinds.map(async (kind) => {
        const c = await this.sources.get(kind)!.counts(new Date(now - DAY_MS), new Date(now - 7 * DAY_MS));
        return { kind, count: c.count, over_day: c.overDay, over_week: c.overWeek };
      }),
    );
    return {
      today: money(days[days.length - 1]!),
      week: { ...sum, gmv: yuan(sum.gmv), refunds: yuan(sum.refunds) },
      days: days.map(money),
      queue,
    };
  }
}

function maskMobile(m: string): string {
  return m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m;
}

/** `<us>_<kind index>_<ref>`: the (time, kind, ref) of the last item shown. */
function decodeQueueCursor(cursor: string | undefined): { us: number; kind: number; ref: string } | null {
  if (cursor === undefined) return null;
  const m = /^(\d{1,16})_(\d)_([a-z]{0,10}-?\d{1,15})$/.exec(cursor);
  if (!m || Number(m[2]) >= QUEUE_KINDS.length) invalid('cursor', 'malformed');
  return { us: Number(m[1]), kind: Number(m[2]), ref: m[3]! };
}
