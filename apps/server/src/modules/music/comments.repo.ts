import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { musicComment, musicCommentLike, musicHandpick } from '../../db/schema/music.ts';

export type CommentRow = typeof musicComment.$inferSelect;
export type HandpickRow = typeof musicHandpick.$inferSelect;

/** Shown to a viewer: published, or held for review and the viewer's own. */
const seenBy = (viewerId: number | null) =>
  viewerId === null
    ? eq(musicComment.status, 'published')
    : or(eq(musicComment.status, 'published'), eq(musicComment.userId, viewerId));

/** Comments, their likes and the handpicked lists. SQL only: comments.ts decides. */
export class CommentsRepo {
  async byId(tx: DbOrTx, id: number): Promise<CommentRow | undefined> {
    const [row] = await tx.select().from(musicComment).where(eq(musicComment.id, id));
    return row;
  }

  /** A track's top-level comments, newest first. */
  topLevel(tx: DbOrTx, trackId: number, viewerId: number | null, beforeId: number | null, limit: number) {
    return tx
      .select()
      .from(musicComment)
      .where(
        and(
          eq(musicComment.trackId, trackId),
          isNull(musicComment.parentId),
          seenBy(viewerId),
          beforeId !== null ? lt(musicComment.id, beforeId) : undefined,
        ),
      )
      .orderBy(desc(musicComment.id))
      .limit(limit);
  }

  /** One thread's replies, oldest first. */
  replies(tx: DbOrTx, parentId: number, viewerId: number | null, afterId: number | null, limit: number) {
    return tx
      .select()
      .from(musicComment)
      .where(
        and(
          eq(musicComment.parentId, parentId),
          seenBy(viewerId),
          afterId !== null ? gt(musicComment.id, afterId) : undefined,
        ),
      )
      .orderBy(asc(musicComment.id))
      .limit(limit);
  }

  /** The first `per` replies of each thread, in one query. */
  async firstReplies(tx: DbOrTx, parentIds: number[], viewerId: number | null, per: number) {
    if (parentIds.length === 0) return [];
    const rows = await tx
      .select({
        row: musicComment,
        n: sql<number>`row_number() over (partition by ${musicComment.parentId} order by ${musicComment.id})`.as(
          'n',
        ),
      })
      .from(musicComment)
      .where(and(inArray(musicComment.parentId, parentIds), seenBy(viewerId)));
    return rows.filter((r) => Number(r.n) <= per).map((r) => r.row);
  }

  async countTopLevel(tx: DbOrTx, trackId: number, viewerId: number | null): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(musicComment)
      .where(and(eq(musicComment.trackId, trackId), seenBy(viewerId)));
    return row?.n ?? 0;
  }

  async insert(tx: DbOrTx, v: typeof musicComment.$inferInsert): Promise<CommentRow> {
    const [row] = await tx.insert(musicComment).values(v).returning();
    return row!;
  }

  async bumpReplies(tx: DbOrTx, parentId: number): Promise<void> {
    await tx
      .update(musicComment)
      .set({ replyCount: sql`${musicComment.replyCount} + 1` })
      .where(eq(musicComment.id, parentId));
  }

  /** Adds the like; false when this user's like was there already. */
  async like(tx: DbOrTx, commentId: number, userId: number): Promise<boolean> {
    const rows = await tx
      .insert(musicCommentLike)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning({ commentId: musicCommentLike.commentId });
    return rows.length > 0;
  }

  /** Removes the like; false when there was none. */
  async unlike(tx: DbOrTx, commentId: number, userId: number): Promise<boolean> {
    const rows = await tx
      .delete(musicCommentLike)
      .where(and(eq(musicCommentLike.commentId, commentId), eq(musicCommentLike.userId, userId)))
      .returning({ commentId: musicCommentLike.commentId });
    return rows.length > 0;
  }

  /** Moves the like count by `delta` and answers the count the update left. */
  async moveLikes(tx: DbOrTx, commentId: number, delta: 1 | -1 | 0): Promise<number> {
    const [row] = await tx
      .update(musicComment)
      .set({ likeCount: sql`${musicComment.likeCount} + ${delta}` })
      .where(eq(musicComment.id, commentId))
      .returning({ likeCount: musicComment.likeCount });
    return row?.likeCount ?? 0;
  }

  async likedBy(tx: DbOrTx, userId: number, commentIds: number[]): Promise<Set<number>> {
    if (commentIds.length === 0) return new Set();
    const rows = await tx
      .select({ id: musicCommentLike.commentId })
      .from(musicCommentLike)
      .where(and(eq(musicCommentLike.userId, userId), inArray(musicCommentLike.commentId, commentIds)));
    return new Set(rows.map((r) => r.id));
  }

  // ---------- handpicked lists ----------

  handpicks(tx: DbOrTx, id: number | undefined, all: boolean): Promise<HandpickRow[]> {
    return tx
      .select()
      .from(musicHandpick)
      .where(
        and(
          id !== undefined ? eq(musicHandpick.id, id) : undefined,
          all ? undefined : eq(musicHandpick.status, 'published'),
        ),
      )
      .orderBy(asc(musicHandpick.sort), desc(musicHandpick.id))
      .limit(50);
  }

  async insertHandpick(tx: DbOrTx, v: typeof musicHandpick.$inferInsert): Promise<HandpickRow> {
    const [row] = await tx.insert(musicHandpick).values(v).returning();
    return row!;
  }

  async updateHandpick(
    tx: DbOrTx,
    id: number,
    v: Partial<typeof musicHandpick.$inferInsert>,
  ): Promise<HandpickRow | undefined> {
    const [row] = await tx
      .update(musicHandpick)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(musicHandpick.id, id))
      .returning();
    return row;
  }

  async handpickByTitle(tx: DbOrTx, title: string): Promise<HandpickRow | undefined> {
    const [row] = await tx.select().from(musicHandpick).where(eq(musicHandpick.title, title)).limit(1);
    return row;
  }
}
