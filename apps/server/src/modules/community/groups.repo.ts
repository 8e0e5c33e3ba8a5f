import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { forumGroup, groupApply, groupMember } from '../../db/schema/community.ts';
import { Reader, fromUs, usKey } from './sql.ts';
import {
  GROUP,
  type ApplyListRow,
  type ApplyRow,
  type GroupListRow,
  type GroupRow,
  type GroupValues,
  type MemberListRow,
  type MemberRow,
} from './rows.ts';

/** SQL of circles: the circles, their members, join requests, and their post counts. */
export class GroupsRepo {
  readonly read = new Reader();

  // ---------- circles ----------

  group(tx: DbOrTx, id: number): Promise<GroupRow | undefined> {
    return tx
      .select()
      .from(forumGroup)
      .where(and(eq(forumGroup.id, id), eq(forumGroup.status, 0)))
      .limit(1)
      .then((r) => r[0]);
  }

  async lockGroup(tx: DbOrTx, id: number): Promise<GroupRow | undefined> {
    const r = await tx
      .select()
      .from(forumGroup)
      .where(and(eq(forumGroup.id, id), eq(forumGroup.status, 0)))
      .for('update');
    return r[0];
  }

  groups(
    tx: DbOrTx,
    viewer: number,
    scope: 'all' | 'mine',
    keyword: string | null,
    after: number[] | null,
    limit: number,
  ): Promise<(GroupListRow & { sort_us?: number })[]> {
    const values: unknown[] = [viewer, limit];
    const where = ['g.status = 0'];
    let order: string;
    let select = `select ${GROUP}`;
    let from = 'from forum_group g';
    if (scope === 'mine') {
      from = 'from group_member m join forum_group g on g.id = m.group_id';
      select += `, ${usKey('m.joined_at')} as sort_us`;
      where.push('m.user_id = $1');
      if (after) {
        values.push(after[0], after[1]);
        where.push(
          `(m.joined_at, m.group_id) < (${fromUs(`$${values.length - 1}`)}, $${values.length}::bigint)`,
        );
      }
      order = 'm.joined_at desc nulls last, m.group_id desc nulls last';
    } else {
      if (after) {
        values.push(after[0], after[1]);
        where.push(`(g.member_count, g.id) < ($${values.length - 1}::int, $${values.length}::bigint)`);
      }
      order = 'g.member_count desc nulls last, g.id desc nulls last';
    }
    if (keyword) {
      values.push(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`g.name_key like $${values.length}`);
    }
    return this.read.rows<GroupListRow & { sort_us?: number }>(
      tx,
      `${select} ${from} where ${where.join(' and ')} order by ${order} limit $2`,
      values,
    );
  }

  searchGroups(
    tx: DbOrTx,
    viewer: number,
    tokens: string[] | null,
    like: string | null,
    before: number | null,
    limit: number,
  ): Promise<GroupListRow[]> {
    const match = tokens ? 'g.search_tokens @> $3::text[]' : 'g.name_key like $3';
    return this.read.rows<GroupListRow>(
      tx,
      `select ${GROUP} from forum_group g where g.status = 0 and ${match} and ($4 = 0 or g.id < $4)
        order by g.id desc limit $2`,
      [viewer, limit, tokens ?? like, before ?? 0],
    );
  }

  groupView(tx: DbOrTx, viewer: number, id: number) {
    return this.read.one<GroupListRow & { join_question: string; pending_count: number }>(
      tx,
      `select ${GROUP}, g.join_question,
              case when g.owner_id = $1 then (select count(*)::int from group_apply a where a.group_id = g.id and a.status = 0)
                   else 0 end as pending_count
         from forum_group g where g.id = $2 and g.status = 0`,
      [viewer, id],
    );
  }

  async insertGroup(tx: DbOrTx, values: GroupValues): Promise<GroupRow> {
    const [row] = await tx.insert(forumGroup).values(values).returning();
    return row!;
  }

  async updateGroup(tx: DbOrTx, id: number, values: Partial<GroupValues>): Promise<void> {
    await tx.update(forumGroup).set(values).where(eq(forumGroup.id, id));
  }

  async bumpGroup(tx: DbOrTx, groupId: number, d: number): Promise<void> {
    await tx
      .update(forumGroup)
      .set({ postCount: sql`greatest(0, ${forumGroup.postCount} + ${d})` })
      .where(eq(forumGroup.id, groupId));
  }

  /** A destroyed circle: its posts stay, out of the circle; members and requests go. */
  async destroyGroup(tx: DbOrTx, id: number): Promise<void> {
    await tx.update(forumGroup).set({ status: 9 }).where(eq(forumGroup.id, id));
    await tx.execute(sql`update post set group_id = null where group_id = ${id}`);
    await tx.execute(sql`delete from group_member where group_id = ${id}`);
    await tx.execute(
      sql`update group_apply set status = 3, decided_at = now() where group_id = ${id} and status = 0`,
    );
  }

  // ---------- members ----------

  member(tx: DbOrTx, groupId: number, userId: number): Promise<MemberRow | undefined> {
    return tx
      .select()
      .from(groupMember)
      .where(and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId)))
      .limit(1)
      .then((r) => r[0]);
  }

  async addMember(tx: DbOrTx, groupId: number, userId: number, role: 'owner' | 'member'): Promise<boolean> {
    const r = await tx.insert(groupMember).values({ groupId, userId, role }).onConflictDoNothing();
    if ((r.rowCount ?? 0) === 1)
      await tx
        .update(forumGroup)
        .set({ memberCount: sql`${forumGroup.memberCount} + 1` })
        .where(eq(forumGroup.id, groupId));
    return (r.rowCount ?? 0) === 1;
  }

  async removeMember(tx: DbOrTx, groupId: number, userId: number): Promise<boolean> {
    const r = await tx
      .delete(groupMember)
      .where(
        and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId), eq(groupMember.role, 'member')),
      );
    if ((r.rowCount ?? 0) === 1)
      await tx
        .update(forumGroup)
        .set({ memberCount: sql`greatest(0, ${forumGroup.memberCount} - 1)` })
        .where(eq(forumGroup.id, groupId));
    return (r.rowCount ?? 0) === 1;
  }

  members(tx: DbOrTx, groupId: number, after: number[] | null, limit: number): Promise<MemberListRow[]> {
    // Owner first (rank 0), then members by join time.
    const cond = after
      ? `and (case when role = 'owner' then 0 else 1 end, joined_at, user_id) > ($2::int, ${fromUs('$3')}, $4::bigint)`
      : '';
    const values = after ? [groupId, after[0], after[1], after[2], limit] : [groupId, limit];
    return this.read.rows<MemberListRow>(
      tx,
      `select user_id, role, joined_at, ${usKey('joined_at')} as us, case when role = 'owner' then 0 else 1 end as r
         from group_member where group_id = $1 ${cond}
        order by case when role = 'owner' then 0 else 1 end, joined_at, user_id limit $${values.length}`,
      values,
    );
  }

  // ---------- join requests ----------

  applyById(tx: DbOrTx, id: number): Promise<ApplyRow | undefined> {
    return tx
      .select()
      .from(groupApply)
      .where(eq(groupApply.id, id))
      .limit(1)
      .then((r) => r[0]);
  }

  async insertApply(tx: DbOrTx, groupId: number, userId: number, answer: string): Promise<boolean> {
    const r = await tx.insert(groupApply).values({ groupId, userId, answer }).onConflictDoNothing();
    return (r.rowCount ?? 0) === 1;
  }

  /** Decides a pending request once; false when it was no longer pending. */
  async decideApply(tx: DbOrTx, id: number, status: number, reason: string): Promise<boolean> {
    const r = await tx
      .update(groupApply)
      .set({ status, reason, decidedAt: sql`now()` })
      .where(and(eq(groupApply.id, id), eq(groupApply.status, 0)));
    return (r.rowCount ?? 0) === 1;
  }

  async withdrawApplies(tx: DbOrTx, groupId: number, userId?: number): Promise<number> {
    const r = await tx
      .update(groupApply)
      .set({ status: 3, decidedAt: sql`now()` })
      .where(
        and(
          eq(groupApply.groupId, groupId),
          eq(groupApply.status, 0),
          userId ? eq(groupApply.userId, userId) : undefined,
        ),
      );
    return r.rowCount ?? 0;
  }

  applies(tx: DbOrTx, groupId: number, after: number | null, limit: number): Promise<ApplyListRow[]> {
    return this.read.rows<ApplyListRow>(
      tx,
      `select id, user_id, answer, created_at from group_apply
        where group_id = $1 and status = 0 and ($2 = 0 or id > $2) order by id limit $3`,
      [groupId, after ?? 0, limit],
    );
  }
}
