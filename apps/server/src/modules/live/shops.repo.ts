import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { liveShopAnchor } from '../../db/schema/live.ts';

export type ShopAnchorRow = typeof liveShopAnchor.$inferSelect;

/** Shops and the anchors they work with. SQL only: shops.ts decides. */
export class ShopAnchorsRepo {
  /** An invitation; an existing pair keeps its state. */
  async invite(tx: DbOrTx, mchId: number, anchorId: number, invitedBy: number): Promise<ShopAnchorRow> {
    await tx.insert(liveShopAnchor).values({ mchId, anchorId, invitedBy }).onConflictDoNothing();
    return (await this.pair(tx, mchId, anchorId))!;
  }

  pair(tx: DbOrTx, mchId: number, anchorId: number): Promise<ShopAnchorRow | undefined> {
    return tx
      .select()
      .from(liveShopAnchor)
      .where(and(eq(liveShopAnchor.mchId, mchId), eq(liveShopAnchor.anchorId, anchorId)))
      .then((r) => r[0]);
  }

  async accept(tx: DbOrTx, mchId: number, anchorId: number): Promise<boolean> {
    const r = await tx
      .update(liveShopAnchor)
      .set({ status: 'accepted', acceptedAt: sql`now()` })
      .where(
        and(
          eq(liveShopAnchor.mchId, mchId),
          eq(liveShopAnchor.anchorId, anchorId),
          eq(liveShopAnchor.status, 'invited'),
        ),
      );
    return (r.rowCount ?? 0) === 1;
  }

  async remove(tx: DbOrTx, mchId: number, anchorId: number): Promise<boolean> {
    const r = await tx
      .delete(liveShopAnchor)
      .where(and(eq(liveShopAnchor.mchId, mchId), eq(liveShopAnchor.anchorId, anchorId)));
    return (r.rowCount ?? 0) === 1;
  }

  ofShop(tx: DbOrTx, mchId: number): Promise<ShopAnchorRow[]> {
    return tx
      .select()
      .from(liveShopAnchor)
      .where(eq(liveShopAnchor.mchId, mchId))
      .orderBy(desc(liveShopAnchor.createdAt))
      .limit(200);
  }

  ofAnchor(tx: DbOrTx, anchorId: number): Promise<ShopAnchorRow[]> {
    return tx
      .select()
      .from(liveShopAnchor)
      .where(eq(liveShopAnchor.anchorId, anchorId))
      .orderBy(desc(liveShopAnchor.createdAt))
      .limit(200);
  }
}
