import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { goods, goodsCollect, goodsComment } from '../../db/schema/mall.ts';
import { GOODS_CARD, type CommentRow } from './rows.ts';

/** What buyers say of goods (reviews and their counts) and keep of them (collections). */
export class ReviewRepo {
  // ---------- reviews ----------

  comments(
    tx: DbOrTx,
    goodsId: number,
    filter: string,
    afterId: number | null,
    limit: number,
  ): Promise<CommentRow[]> {
    const conds: SQL[] = [eq(goodsComment.goodsId, goodsId)];
    if (filter === 'good') conds.push(eq(goodsComment.level, 1));
    if (filter === 'medium') conds.push(eq(goodsComment.level, 2));
    if (filter === 'bad') conds.push(eq(goodsComment.level, 3));
    if (filter === 'image') conds.push(eq(goodsComment.hasImage, true));
    if (afterId !== null) conds.push(lt(goodsComment.id, afterId));
    return tx
      .select()
      .from(goodsComment)
      .where(and(...conds))
      .orderBy(desc(goodsComment.id))
      .limit(limit);
  }

  async insertComment(tx: DbOrTx, values: typeof goodsComment.$inferInsert): Promise<boolean> {
    const r = await tx.insert(goodsComment).values(values).onConflictDoNothing();
    return (r.rowCount ?? 0) === 1;
  }

  async countReview(tx: DbOrTx, goodsId: number, level: number, hasImage: boolean): Promise<void> {
    await tx
      .update(goods)
      .set({
        commentCount: sql`${goods.commentCount} + 1`,
        commentGood: sql`${goods.commentGood} + ${level === 1 ? 1 : 0}`,
        commentMedium: sql`${goods.commentMedium} + ${level === 2 ? 1 : 0}`,
        commentBad: sql`${goods.commentBad} + ${level === 3 ? 1 : 0}`,
        commentImage: sql`${goods.commentImage} + ${hasImage ? 1 : 0}`,
      })
      .where(eq(goods.id, goodsId));
  }

  // ---------- collections ----------

  async isCollected(tx: DbOrTx, userId: number, goodsId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: goodsCollect.id })
      .from(goodsCollect)
      .where(and(eq(goodsCollect.userId, userId), eq(goodsCollect.goodsId, goodsId)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Collects once; the counter moves only when a row was really added or removed. Run it in a
   * transaction: the row and the counter move together.
   */
  async setCollected(tx: DbOrTx, userId: number, goodsId: number, on: boolean): Promise<number> {
    let changed: boolean;
    if (on) {
      const r = await tx.insert(goodsCollect).values({ userId, goodsId }).onConflictDoNothing();
      changed = (r.rowCount ?? 0) === 1;
    } else {
      const r = await tx
        .delete(goodsCollect)
        .where(and(eq(goodsCollect.userId, userId), eq(goodsCollect.goodsId, goodsId)));
      changed = (r.rowCount ?? 0) === 1;
    }
    const delta = changed ? (on ? 1 : -1) : 0;
    const [row] = await tx
      .update(goods)
      .set({ collectCount: sql`greatest(${goods.collectCount} + ${delta}, 0)` })
      .where(eq(goods.id, goodsId))
      .returning({ n: goods.collectCount });
    return row?.n ?? 0;
  }

  collectionList(
    tx: DbOrTx,
    userId: number,
    type: string | undefined,
    afterId: number | null,
    limit: number,
  ) {
    const conds: SQL[] = [eq(goodsCollect.userId, userId), isNull(goods.deletedAt)];
    if (afterId !== null) conds.push(lt(goodsCollect.id, afterId));
    if (type) conds.push(eq(goods.type, type));
    return tx
      .select({ ...GOODS_CARD, collectId: goodsCollect.id, collectedAt: goodsCollect.createdAt })
      .from(goodsCollect)
      .innerJoin(goods, eq(goods.id, goodsCollect.goodsId))
      .where(and(...conds))
      .orderBy(desc(goodsCollect.id))
      .limit(limit);
  }
}
