import type { Group } from '@dance/contracts/community';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { isUniqueViolation, type Db } from '../../platform/db.ts';
import { foldText, hasHan, hanTokens } from '../../platform/search-text.ts';
import { brief } from './cards.ts';
import type { Ctx } from './context.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { queryTokens } from './posts.ts';
import type { GroupsRepo } from './groups.repo.ts';
import type { InteractionsRepo } from './interactions.repo.ts';
import type { GroupListRow } from './rows.ts';

const likeOf = (keyword: string) => `%${foldText(keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Circles: open or by approval, members, join requests the owner decides, leaving and closing. */
export class GroupService {
  private readonly db: Db;
  private readonly repo: GroupsRepo;
  private readonly interactions: InteractionsRepo;

  constructor(private readonly c: Ctx) {
    this.db = c.db;
    this.repo = c.repos.groups;
    this.interactions = c.repos.interactions;
  }

  private async toGroups(viewer: number | null, rows: GroupListRow[]): Promise<Group[]> {
    const owners = await this.c.users.profiles(rows.map((r) => Number(r.owner_id)));
    return rows.map((g) => ({
      id: Number(g.id),
      name: g.name,
      avatar: g.avatar,
      cover: g.cover,
      intro: g.intro,
      join_mode: g.join_mode === 'approval' ? 'approval' : 'open',
      member_count: g.member_count,
      post_count: g.post_count,
      owner: brief(Number(g.owner_id), owners.get(Number(g.owner_id))),
      my_status: !viewer
        ? 'none'
        : g.my_role === 'owner'
          ? 'owner'
          : g.my_role
            ? 'member'
            : g.my_pending
              ? 'pending'
              : 'none',
      created_at: new Date(g.created_at).toISOString(),
    }));
  }

  async list(
    viewer: number | null,
    q: { scope: 'all' | 'mine'; keyword?: string; cursor?: string; limit: number },
  ) {
    if (q.scope === 'mine' && !viewer) fail('NOT_LOGGED_IN');
    const rows = await this.repo.groups(
      this.db,
      viewer ?? 0,
      q.scope,
      q.keyword ? foldText(q.keyword) : null,
      decodeCursor(q.cursor, q.scope === 'mine' ? ['us', 'id'] : ['int', 'id']),
      q.limit + 1,
    );
    const { list, next_cursor } = page(rows, q.limit, (last) =>
      q.scope === 'mine' ? `${last.sort_us}_${last.id}` : `${last.member_count}_${last.id}`,
    );
    return { list: await this.toGroups(viewer, list), next_cursor };
  }

  async search(viewer: number | null, keyword: string, cursor: string | undefined, limit: number) {
    const [before] = decodeCursor(cursor, ['id']) ?? [null];
    return this.c.visitorCached(
      viewer,
      `circle-search:${JSON.stringify([keyword, cursor ?? null, limit])}`,
      () => this.searchFresh(viewer, keyword, before ?? null, limit),
    );
  }

  private async searchFresh(viewer: number | null, keyword: string, before: number | null, limit: number) {
    const tokens = hasHan(keyword) ? queryTokens(keyword) : null;
    const rows = await this.repo.searchGroups(
      this.db,
      viewer ?? 0,
      tokens,
      tokens ? null : likeOf(keyword),
      before ?? null,
      limit + 1,
    );
    const { list, next_cursor } = page(rows, limit, (last) => String(last.id));
    return { list: await this.toGroups(viewer, list), next_cursor };
  }

  async detail(viewer: number | null, id: number) {
    const g = await this.repo.groupView(this.db, viewer ?? 0, id);
    if (!g) notFound('circle');
    const [item] = await this.toGroups(viewer, [g]);
    return { ...item!, join_question: g.join_question, pending_count: g.pending_count };
  }

  async members(id: number, cursor: string | undefined, limit: number) {
    if (!(await this.repo.group(this.db, id))) notFound('circle');
    const rows = await this.repo.members(this.db, id, decodeCursor(cursor, ['int', 'us', 'id']), limit + 1);
    const { list, next_cursor } = page(rows, limit, (last) => `${last.r}_${last.us}_${last.user_id}`);
    const profiles = await this.c.users.profiles(list.map((r) => Number(r.user_id)));
    return {
      list: list.map((m) =>
        Object.assign(brief(Number(m.user_id), profiles.get(Number(m.user_id))), {
          role: m.role === 'owner' ? ('owner' as const) : ('member' as const),
          joined_at: new Date(m.joined_at).toISOString(),
        }),
      ),
      next_cursor,
    };
  }

  async edit(
    userId: number,
    body: {
      id?: number;
      name: string;
      avatar: string;
      cover?: string;
      intro: string;
      join_mode: 'open' | 'approval';
      join_question?: string;
    },
  ): Promise<{ id: number }> {
    const me = await this.c.actor(userId);
    if (!me.verified) fail('REALNAME_REQUIRED');
    await this.c.deps.files.assertOwned(userId, [
      { field: 'avatar', url: body.avatar, kind: 'image' },
      ...(body.cover ? [{ field: 'cover', url: body.cover, kind: 'image' as const }] : []),
    ]);
    const w = await this.c.words.check(body.name, body.intro, body.join_question ?? '');
    if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
    const values = {
      name: body.name,
      nameKey: foldText(body.name),
      avatar: body.avatar,
      cover: body.cover ?? '',
      intro: body.intro,
      joinMode: body.join_mode,
      joinQuestion: body.join_question ?? '',
      searchTokens: [
        ...new Set([...hanTokens(body.name), ...hanTokens(body.intro).filter((t) => t.length === 2)]),
      ],
    };
    try {
      return await this.db.transaction(async (tx) => {
        if (body.id) {
          const g = await this.repo.lockGroup(tx, body.id);
          if (!g) notFound('circle');
          if (g.ownerId !== userId) fail('FORBIDDEN');
          await this.repo.updateGroup(tx, g.id, values);
          return { id: g.id };
        }
        const g = await this.repo.insertGroup(tx, { ...values, ownerId: userId });
        await this.repo.addMember(tx, g.id, userId, 'owner');
        return { id: g.id };
      });
    } catch (e) {
      if (isUniqueViolation(e, 'forum_group_name_uq')) fail('GROUP_NAME_TAKEN');
      throw e;
    }
  }

  async apply(userId: number, id: number, answer: string | undefined) {
    await this.c.actor(userId);
    const found = await this.repo.group(this.db, id);
    if (!found) notFound('circle');
    if ((await this.interactions.blocks(this.db, userId, found.ownerId)).bBlockedA) fail('USER_BLOCKED');
    return this.db.transaction(async (tx) => {
      const g = await this.repo.lockGroup(tx, id);
      if (!g) notFound('circle');
      const m = await this.repo.member(tx, id, userId);
      if (m) return { status: m.role === 'owner' ? ('owner' as const) : ('member' as const) };
      if (g.joinMode === 'open') {
        await this.repo.addMember(tx, id, userId, 'member');
        return { status: 'member' as const };
      }
      if (g.joinQuestion && !answer?.trim()) invalid('answer', 'required');
      await this.repo.insertApply(tx, id, userId, answer?.trim() ?? '');
      return { status: 'pending' as const };
    });
  }

  async applies(userId: number, id: number, cursor: string | undefined, limit: number) {
    const g = await this.repo.group(this.db, id);
    if (!g) notFound('circle');
    if (g.ownerId !== userId) fail('FORBIDDEN');
    const [after] = decodeCursor(cursor, ['id']) ?? [null];
    const rows = await this.repo.applies(this.db, id, after ?? null, limit + 1);
    const { list, next_cursor } = page(rows, limit, (last) => String(last.id));
    const profiles = await this.c.users.profiles(list.map((r) => Number(r.user_id)));
    return {
      list: list.map((a) => ({
        id: Number(a.id),
        user: brief(Number(a.user_id), profiles.get(Number(a.user_id))),
        answer: a.answer,
        created_at: new Date(a.created_at).toISOString(),
      })),
      next_cursor,
    };
  }

  async review(userId: number, applyId: number, approve: 0 | 1, reason: string | undefined) {
    const a = await this.repo.applyById(this.db, applyId);
    if (!a) notFound('join_request');
    return this.db.transaction(async (tx) => {
      const g = await this.repo.lockGroup(tx, a.groupId);
      if (!g) notFound('circle');
      if (g.ownerId !== userId) fail('FORBIDDEN');
      if (!(await this.repo.decideApply(tx, applyId, approve ? 1 : 2, approve ? '' : (reason ?? ''))))
        fail('CONFLICT', { reason: 'already decided' });
      if (approve) await this.repo.addMember(tx, g.id, a.userId, 'member');
      return { status: approve ? ('approved' as const) : ('denied' as const) };
    });
  }

  async leave(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const g = await this.repo.lockGroup(tx, id);
      if (!g) notFound('circle');
      if (g.ownerId === userId) fail('GROUP_OWNER_CANNOT_LEAVE');
      const left = await this.repo.removeMember(tx, id, userId);
      const withdrawn = await this.repo.withdrawApplies(tx, id, userId);
      if (!left && !withdrawn) fail('CONFLICT', { reason: 'not a member' });
    });
  }

  async destroy(userId: number, id: number): Promise<void> {
    const operator = await this.c.isOperator(userId);
    await this.db.transaction(async (tx) => {
      const g = await this.repo.lockGroup(tx, id);
      if (!g) notFound('circle');
      if (g.ownerId !== userId && !operator) fail('FORBIDDEN');
      await this.repo.destroyGroup(tx, id);
    });
  }
}
