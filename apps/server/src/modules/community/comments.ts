import type { Comment } from '@dance/contracts/community';
import { fail, notFound } from '../../platform/errors.ts';
import { STATUS, brief, isPublic } from './cards.ts';
import type { CommunityRepos, Ctx } from './context.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { NEW_ACCOUNT_S } from './posts.ts';
import type { CommentsRepo } from './comments.repo.ts';
import type { CommentListRow, CommentRow } from './rows.ts';

/** A new account waits this long between comments. */
export const NEW_COMMENT_INTERVAL_S = 10;

const COMMENT_STATUS = { 1: 'published', 2: 'review', 3: 'hidden', 4: 'rejected' } as const;

/** Comments in two levels: comments on a post, and replies to a comment (a reply to a reply joins the same thread). */
export class CommentService {
  private readonly db: Db;
  private readonly repo: CommentsRepo;
  private readonly other: Pick<CommunityRepos, 'posts' | 'interactions' | 'moderation'>;

  constructor(private readonly c: Ctx) {
    this.db = c.db;
    this.repo = c.repos.comments;
    this.other = c.repos;
  }

  private async visiblePost(viewer: number | null, postId: number) {
    const post = await this.other.posts.postById(this.db, postId);
    if (!post || !(isPublic(post) || (viewer !== null && post.userId === viewer))) notFound('post');
    return post;
  }

  async create(
    userId: number,
    body: { post_id: number; content: string; parent_id?: number; at_user_ids: number[] },
  ): Promise<Comment> {
    const me = await this.c.speaker(userId);
    const post = await this.visiblePost(userId, body.post_id);
    let parent: CommentRow | undefined;
    if (body.parent_id) {
      parent = await this.repo.commentById(this.db, body.parent_id);
      if (
        !parent ||
        parent.postId !== post.id ||
        !(parent.status === 1 || (parent.status === 2 && parent.userId === userId))
      )
        notFound('comment');
    }
    if (!(await this.c.commentGate(userId, post.userId))) {
      const b = await this.other.interactions.blocks(this.db, userId, post.userId);
      fail(b.bBlockedA || b.aBlockedB ? 'USER_BLOCKED' : 'COMMENT_NOT_ALLOWED');
    }
    if (parent && parent.userId !== userId) {
      const b = await this.other.interactions.blocks(this.db, userId, parent.userId);
      if (b.bBlockedA) fail('USER_BLOCKED');
    }
    const w = await this.c.words.check(body.content);
    if (w.blocked.length) fail('CONTENT_PROHIBITED', { words: w.blocked.join('、') });
    if (Date.now() - me.createdAt.getTime() < NEW_ACCOUNT_S * 1000) {
      const r = await this.c.p.rates.hit(`community:comment:${userId}`, NEW_COMMENT_INTERVAL_S);
      if (r.count > 1) fail('POST_TOO_FREQUENT', { seconds: Math.max(1, r.resetIn) });
    }
    const status = w.review.length ? STATUS.review : STATUS.published;
    // A reply to a reply joins the thread of its top-level comment and names whom it answers.
    const threadId = parent ? (parent.parentId ?? parent.id) : null;
    const replyTo = parent && parent.parentId ? parent.userId : null;
    const mentioned = [
      ...(await this.c.users.profiles(body.at_user_ids.filter((id) => id !== userId))).keys(),
    ];

    const row = await this.db.transaction(async (tx) => {
      // Lock order: the thread's top-level comment, then its replies. Checked again under the
      // lock, so a reply never lands under a comment deleted or hidden at the same moment.
      const thread = threadId ? await this.repo.lockComment(tx, threadId) : undefined;
      if (
        thread &&
        !(thread.status === STATUS.published || (thread.status === STATUS.review && thread.userId === userId))
      )
        notFound('comment');
      const saved = await this.repo.insertComment(tx, {
        postId: post.id,
        userId,
        parentId: threadId,
        replyToUserId: replyTo,
        content: body.content,
        status,
        reviewWords: w.review,
      });
      if (status === STATUS.published) {
        await this.c.rewardComment(tx, saved, post.userId);
        // A reply counts on the post only while its thread is published (readers reach it).
        if (!thread || thread.status === STATUS.published)
          await this.other.posts.bumpPost(tx, post.id, { comments: 1 });
        if (threadId) await this.repo.bumpReplies(tx, threadId, 1);
        const text = body.content;
        if (parent)
          await this.c.notify(tx, {
            userId: parent.userId,
            kind: 'reply',
            actorId: userId,
            postId: post.id,
            commentId: saved.id,
            text,
          });
        if (!parent || parent.userId !== post.userId)
          await this.c.notify(tx, {
            userId: post.userId,
            kind: 'comment',
            actorId: userId,
            postId: post.id,
            commentId: saved.id,
            text,
          });
        for (const uid of mentioned)
          if (uid !== post.userId && uid !== parent?.userId)
            await this.c.notify(tx, {
              userId: uid,
              kind: 'mention',
              actorId: userId,
              postId: post.id,
              commentId: saved.id,
              text,
            });
      }
      return saved;
    });
    const [item] = await this.toItems(
      userId,
      post.userId,
      [
        {
          id: row.id,
          post_id: row.postId,
          parent_id: row.parentId,
          user_id: row.userId,
          reply_to_user_id: row.replyToUserId,
          content: row.content,
          status: row.status,
          reply_count: 0,
          created_at: row.createdAt,
        },
      ],
      false,
    );
    return item!;
  }

  list(viewer: number | null, postId: number, cursor: string | undefined, limit: number) {
    return this.c.visitorCached(viewer, `comments:${postId}:${cursor ?? ''}:${limit}`, () =>
      this.listFresh(viewer, postId, cursor, limit),
    );
  }

  private async listFresh(viewer: number | null, postId: number, cursor: string | undefined, limit: number) {
    const post = await this.visiblePost(viewer, postId);
    const [after] = decodeCursor(cursor, ['id']) ?? [null];
    const rows = await this.repo.comments(this.db, viewer ?? 0, { postId }, after ?? null, limit + 1);
    const { list, next_cursor } = page(rows, limit, (last) => String(last.id));
    return { list: await this.toItems(viewer, post.userId, list, true), next_cursor };
  }

  async replies(viewer: number | null, commentId: number, cursor: string | undefined, limit: number) {
    const parent = await this.repo.commentById(this.db, commentId);
    if (
      !parent ||
      parent.parentId !== null ||
      !(parent.status === 1 || (parent.status === 2 && parent.userId === viewer))
    )
      notFound('comment');
    const post = await this.visiblePost(viewer, parent.postId);
    const [after] = decodeCursor(cursor, ['id']) ?? [null];
    const rows = await this.repo.comments(
      this.db,
      viewer ?? 0,
      { parentId: commentId },
      after ?? null,
      limit + 1,
    );
    const { list, next_cursor } = page(rows, limit, (last) => String(last.id));
    return { list: await this.toItems(viewer, post.userId, list, false), next_cursor };
  }

  private async toItems(
    viewer: number | null,
    authorId: number,
    rows: CommentListRow[],
    withReplies: boolean,
  ): Promise<Comment[]> {
    const replies = withReplies
      ? await this.repo.firstReplies(
          this.db,
          viewer ?? 0,
          rows.filter((r) => r.reply_count > 0 || r.user_id === viewer).map((r) => Number(r.id)),
        )
      : [];
    const userIds = [
      ...rows.flatMap((r) => [
        Number(r.user_id),
        ...(r.reply_to_user_id ? [Number(r.reply_to_user_id)] : []),
      ]),
      ...replies.flatMap((r) => [
        Number(r.user_id),
        ...(r.reply_to_user_id ? [Number(r.reply_to_user_id)] : []),
      ]),
    ];
    const profiles = await this.c.users.profiles(userIds);
    const who = (id: number | null) => (id ? brief(Number(id), profiles.get(Number(id))) : null);
    return rows.map((r) => ({
      id: Number(r.id),
      post_id: Number(r.post_id),
      parent_id: r.parent_id === null ? null : Number(r.parent_id),
      user: who(Number(r.user_id))!,
      reply_to: who(r.reply_to_user_id),
      content: r.content,
      status: COMMENT_STATUS[r.status as 1 | 2 | 3 | 4] ?? 'published',
      reply_count: r.reply_count,
      replies: replies
        .filter((x) => Number(x.parent_id) === Number(r.id))
        .map((x) => ({
          id: Number(x.id),
          user: who(Number(x.user_id))!,
          reply_to: who(x.reply_to_user_id),
          content: x.content,
          created_at: new Date(x.created_at).toISOString(),
        })),
      is_author: Number(r.user_id) === authorId,
      is_self: viewer !== null && Number(r.user_id) === viewer,
      created_at: new Date(r.created_at).toISOString(),
    }));
  }

  /** Its writer, the post's author, or an operator; a comment takes its replies with it. */
  async remove(userId: number, id: number): Promise<void> {
    const found = await this.repo.commentById(this.db, id);
    if (!found || found.status === STATUS.deleted) notFound('comment');
    const post = await this.other.posts.postById(this.db, found.postId);
    if (found.userId !== userId && post?.userId !== userId) {
      if (!(await this.c.isOperator(userId))) {
        if (found.status !== STATUS.published) notFound('comment');
        fail('FORBIDDEN');
      }
    }
    await this.db.transaction(async (tx) => {
      const thread = found.parentId ? await this.repo.lockComment(tx, found.parentId) : undefined;
      const gone = await this.repo.setCommentStatus(tx, id, STATUS.deleted, [found.status]);
      if (!gone) notFound('comment');
      const fewer = await this.uncount(tx, found, thread, gone.parentId === null);
      if (fewer) await this.other.posts.bumpPost(tx, found.postId, { comments: -fewer });
      await this.c.unrewardComment(tx, id);
      if (found.userId !== userId && post?.userId !== userId)
        await this.other.moderation.log(tx, {
          operatorId: userId,
          action: 'delete',
          targetType: 'comment',
          targetId: id,
        });
    });
  }

  /**
   * How many counted comments a deletion takes off its post: a published comment with its
   * published replies (deleted with it), or a published reply of a published thread.
   */
  private async uncount(tx: DbOrTx, found: CommentRow, thread: CommentRow | undefined, top: boolean) {
    if (top) {
      const replies = await this.repo.deleteReplies(tx, found.id);
      return found.status === STATUS.published ? 1 + replies : 0;
    }
    if (found.status !== STATUS.published || !thread) return 0;
    await this.repo.bumpReplies(tx, thread.id, -1);
    return thread.status === STATUS.published ? 1 : 0;
  }

  /**
   * Moves a comment between published and not, with its post's and thread's counters. A
   * top-level comment takes its published replies with it (readers reach them only through it);
   * a reply counts on the post only while its thread is published.
   */
  async setStatus(tx: DbOrTx, row: CommentRow, status: number): Promise<boolean> {
    const thread = row.parentId ? await this.repo.lockComment(tx, row.parentId) : undefined;
    const done = await this.repo.setCommentStatus(tx, row.id, status, [row.status]);
    if (!done) return false;
    const d = (status === STATUS.published ? 1 : 0) - (row.status === STATUS.published ? 1 : 0);
    if (!d) return true;
    if (thread) {
      await this.repo.bumpReplies(tx, thread.id, d);
      if (thread.status === STATUS.published)
        await this.other.posts.bumpPost(tx, row.postId, { comments: d });
    } else {
      await this.other.posts.bumpPost(tx, row.postId, { comments: d * (1 + done.replyCount) });
    }
    return true;
  }
}
