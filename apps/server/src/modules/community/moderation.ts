import type { Language } from '@dance/contracts';
import type { ReportItem } from '@dance/contracts/community';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import { POST_STATUS, STATUS, brief, isPublic } from './cards.ts';
import type { CommentService } from './comments.ts';
import { fileFields } from '../content/files.ts';
import type { CommunityRepos, Ctx } from './context.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Db } from '../../platform/db.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import { clip } from './sanitize.ts';

type Action = 'hide' | 'restore' | 'warn' | 'ban' | 'dismiss';
const COMMENT_STATUS: Record<number, string> = {
  1: 'published',
  2: 'review',
  3: 'hidden',
  4: 'rejected',
  9: 'deleted',
};

/** Reports, the operators' queue and its actions, review of held content, and the action log. */
export class ModerationService {
  private readonly db: Db;
  private readonly repo: ModerationRepo;
  private readonly other: Pick<CommunityRepos, 'posts' | 'comments'>;

  constructor(
    private readonly c: Ctx,
    private readonly comments: CommentService,
  ) {
    this.db = c.db;
    this.repo = c.repos.moderation;
    this.other = c.repos;
  }

  async informCats(lang: Language) {
    const rows = await this.repo.informCats(this.db);
    return {
      list: rows.map((r) => ({ id: Number(r.id), name: (lang !== 'zh-Hans' && r.names[lang]) || r.name })),
    };
  }

  async inform(
    userId: number,
    body: {
      post_id?: number;
      comment_id?: number;
      user_id?: number;
      cat_id: number;
      content: string;
      images: string[];
    },
  ) {
    await this.c.actor(userId);
    const given = [body.post_id, body.comment_id, body.user_id].filter((x) => x !== undefined);
    if (given.length !== 1) invalid('post_id', 'exactly one of post_id, comment_id, user_id');
    if (!(await this.repo.informCatExists(this.db, body.cat_id))) notFound('inform_cat');
    const images = [...new Set(body.images)];
    await this.c.deps.files.assertOwned(userId, fileFields('images', body.images, 'image'));
    let targetType: 'post' | 'comment' | 'user';
    let targetId: number;
    let targetUserId: number;
    if (body.post_id) {
      const p = await this.other.posts.postById(this.db, body.post_id);
      if (!p || !isPublic(p)) notFound('post');
      [targetType, targetId, targetUserId] = ['post', p.id, p.userId];
    } else if (body.comment_id) {
      const cm = await this.other.comments.commentById(this.db, body.comment_id);
      if (!cm || cm.status !== STATUS.published) notFound('comment');
      [targetType, targetId, targetUserId] = ['comment', cm.id, cm.userId];
    } else {
      const u = await this.c.users.standing(body.user_id!);
      if (!u || u.closed) notFound('user');
      [targetType, targetId, targetUserId] = ['user', u.id, u.id];
    }
    if (targetUserId === userId)
      invalid(targetType === 'user' ? 'user_id' : `${targetType}_id`, 'cannot report yourself');
    const id = await this.repo.insertReport(this.db, {
      reporterId: userId,
      targetType,
      targetId,
      targetUserId,
      catId: body.cat_id,
      content: body.content,
      images,
    });
    return { id };
  }

  async reports(
    operatorId: number,
    status: 'pending' | 'resolved',
    cursor: string | undefined,
    limit: number,
  ) {
    await this.c.users.requireOperator(operatorId, 'reviewer');
    const [after] = decodeCursor(cursor, ['id']) ?? [null];
    const rows = await this.repo.reports(this.db, status, after ?? null, limit + 1);
    const shown = page(rows, limit, (last) => String(last.id));
    const postIds = shown.list.filter((r) => r.target_type === 'post').map((r) => Number(r.target_id));
    const commentIds = shown.list.filter((r) => r.target_type === 'comment').map((r) => Number(r.target_id));
    const [posts, comments, profiles] = await Promise.all([
      Promise.all(postIds.map((id) => this.other.posts.postById(this.db, id))),
      Promise.all(commentIds.map((id) => this.other.comments.commentById(this.db, id))),
      this.c.users.profiles(
        shown.list.flatMap((r) => [Number(r.reporter_id), Number(r.target_user_id ?? 0)]),
      ),
    ]);
    const postOf = new Map(posts.filter((p) => p).map((p) => [p!.id, p!]));
    const commentOf = new Map(comments.filter((x) => x).map((x) => [x!.id, x!]));
    const list: ReportItem[] = shown.list.map((r) => {
      const tid = Number(r.target_id);
      const p = r.target_type === 'post' ? postOf.get(tid) : undefined;
      const cm = r.target_type === 'comment' ? commentOf.get(tid) : undefined;
      const tu = r.target_user_id ? Number(r.target_user_id) : null;
      return {
        id: Number(r.id),
        target_type: r.target_type as ReportItem['target_type'],
        target_id: tid,
        target_summary: p
          ? clip(p.title || p.summary, 80)
          : cm
            ? clip(cm.content, 80)
            : (profiles.get(tid)?.nickname ?? ''),
        target_user: tu ? brief(tu, profiles.get(tu)) : null,
        target_status: p
          ? p.status === 9
            ? 'deleted'
            : (POST_STATUS[p.status] ?? null)
          : cm
            ? (COMMENT_STATUS[cm.status] ?? null)
            : null,
        cat: { id: Number(r.cat_id), name: r.cat_name ?? '' },
        content: r.content,
        images: r.images,
        reporter: brief(Number(r.reporter_id), profiles.get(Number(r.reporter_id))),
        status: r.status === 0 ? 'pending' : 'resolved',
        action: (r.action as Action | null) ?? null,
        created_at: new Date(r.created_at).toISOString(),
        resolved_at: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
      };
    });
    return { list, next_cursor: shown.next_cursor };
  }

  /** One decision settles every pending report of the same target, and is logged. */
  async resolve(operatorId: number, id: number, action: Action, note: string): Promise<void> {
    await this.c.users.requireOperator(operatorId, 'reviewer');
    const report = await this.repo.report(this.db, id);
    if (!report) notFound('report');
    if (report.status !== 0) fail('CONFLICT', { reason: 'already resolved' });
    const type = report.targetType as 'post' | 'comment' | 'user';
    if (type === 'user' && (action === 'hide' || action === 'restore'))
      invalid('action', 'hide and restore apply to posts and comments');
    await this.db.transaction(async (tx) => {
      const n = await this.repo.resolveReports(tx, type, report.targetId, action, operatorId);
      if (!n) fail('CONFLICT', { reason: 'already resolved' });
      if (action === 'hide' || action === 'restore') {
        const from: number[] = action === 'hide' ? [STATUS.published, STATUS.review] : [STATUS.hidden];
        const to: number = action === 'hide' ? STATUS.hidden : STATUS.published;
        if (type === 'post') {
          const p = await this.other.posts.lockPost(tx, report.targetId);
          if (p && from.includes(p.status)) {
            if (isPublic(p)) await this.c.publishedDelta(tx, p, -1);
            const saved = await this.other.posts.updatePost(tx, p.id, { status: to });
            if (isPublic(saved)) await this.c.publishedDelta(tx, saved, 1);
            // Hidden by moderation: its reward goes back (a restore does not pay it again).
            if (action === 'hide') await this.c.unrewardPost(tx, p.id);
          }
        } else {
          const cm = await this.other.comments.commentById(tx, report.targetId);
          if (
            cm &&
            from.includes(cm.status) &&
            (await this.comments.setStatus(tx, cm, to)) &&
            action === 'hide'
          )
            await this.c.unrewardComment(tx, cm.id);
        }
      }
      if (action === 'ban' && report.targetUserId) await this.c.users.ban(tx, report.targetUserId);
      await this.c.p.journal.record(tx, {
        operatorId,
        kind: 'report',
        ref: String(id),
        decision: action,
        reason: note,
        before: { report: 'pending', target: `${type} ${report.targetId}` },
        after: { report: 'resolved', action },
      });
      await this.repo.log(tx, {
        operatorId,
        action,
        targetType: type,
        targetId: report.targetId,
        reportId: id,
        note,
      });
    });
  }

  async reviewQueue(operatorId: number, cursor: string | undefined, limit: number) {
    await this.c.users.requireOperator(operatorId, 'reviewer');
    const rows = await this.repo.reviewQueue(this.db, decodeCursor(cursor, ['us', 'int', 'id']), limit + 1);
    const { list, next_cursor } = page(rows, limit, (last) => `${last.us}_${last.k}_${last.id}`);
    const profiles = await this.c.users.profiles(list.map((r) => Number(r.user_id)));
    return {
      list: list.map((r) => ({
        target_type: r.k === 0 ? ('post' as const) : ('comment' as const),
        id: Number(r.id),
        post_id: Number(r.post_id),
        user: brief(Number(r.user_id), profiles.get(Number(r.user_id))),
        title: r.title,
        summary: clip(r.body, 140),
        words: r.words,
        created_at: new Date(r.created_at).toISOString(),
      })),
      next_cursor,
    };
  }

  async review(
    operatorId: number,
    type: 'post' | 'comment',
    id: number,
    approve: 0 | 1,
    note: string,
  ): Promise<void> {
    await this.c.users.requireOperator(operatorId, 'reviewer');
    const to = approve ? STATUS.published : STATUS.rejected;
    await this.db.transaction(async (tx) => {
      if (type === 'post') {
        const p = await this.other.posts.lockPost(tx, id);
        if (!p || p.status === STATUS.deleted) notFound('post');
        if (p.status !== STATUS.review) fail('CONFLICT', { reason: 'not held for review' });
        const saved = await this.other.posts.updatePost(tx, id, { status: to });
        if (isPublic(saved)) await this.c.publishedDelta(tx, saved, 1);
        // An approved post pays its author's first post of the day now (a refused one never).
        await this.c.rewardPost(tx, saved);
      } else {
        const cm = await this.other.comments.commentById(tx, id);
        if (!cm || cm.status === STATUS.deleted) notFound('comment');
        if (cm.status !== STATUS.review || !(await this.comments.setStatus(tx, cm, to)))
          fail('CONFLICT', { reason: 'not held for review' });
        if (approve) {
          const post = await this.other.posts.postById(tx, cm.postId);
          if (post) await this.c.rewardComment(tx, cm, post.userId);
        }
      }
      await this.c.p.journal.record(tx, {
        operatorId,
        kind: 'held',
        ref: `${type}-${id}`,
        decision: approve ? 'approve' : 'refuse',
        reason: note,
        before: { status: 'review' },
        after: { status: approve ? 'published' : 'rejected' },
      });
      await this.repo.log(tx, {
        operatorId,
        action: approve ? 'approve' : 'reject',
        targetType: type,
        targetId: id,
        note,
      });
    });
  }

  async actionLog(operatorId: number, cursor: string | undefined, limit: number) {
    await this.c.users.requireOperator(operatorId, 'reviewer');
    const [before] = decodeCursor(cursor, ['id']) ?? [null];
    const rows = await this.repo.actionLog(this.db, before ?? null, limit + 1);
    const { list, next_cursor } = page(rows, limit, (last) => String(last.id));
    const profiles = await this.c.users.profiles(list.map((r) => Number(r.operator_id)));
    return {
      list: list.map((r) => ({
        id: Number(r.id),
        operator: brief(Number(r.operator_id), profiles.get(Number(r.operator_id))),
        action: r.action as 'hide',
        target_type: r.target_type as 'post',
        target_id: Number(r.target_id),
        report_id: r.report_id === null ? null : Number(r.report_id),
        note: r.note,
        created_at: new Date(r.created_at).toISOString(),
      })),
      next_cursor,
    };
  }
}
