import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { liveRoom, liveShopAnchor } from '../../db/schema/live.ts';
import type { LiveRow } from './rows.ts';

/** Live selling: partner shops and the pinned goods. SQL only: selling.ts decides. */
export class SellingRepo {
  /** The shops that accepted this anchor. */
  acceptedShops(tx: DbOrTx, anchorId: number): Promise<number[]> {
    return tx
      .select({ mchId: liveShopAnchor.mchId })
      .from(liveShopAnchor)
      .where(and(eq(liveShopAnchor.anchorId, anchorId), eq(liveShopAnchor.status, 'accepted')))
      .then((r) => r.map((x) => x.mchId));
  }

  /** Sets the pinned goods of this anchor's live while it is scheduled or live. */
  async pin(tx: DbOrTx, liveId: number, anchorId: number, goodsIds: number[]): Promise<LiveRow | undefined> {
    const [row] = await tx
      .update(liveRoom)
      .set({ pinnedGoods: goodsIds })
      .where(
        and(
          eq(liveRoom.id, liveId),
          eq(liveRoom.anchorId, anchorId),
          eq(liveRoom.destroyed, false),
          inArray(liveRoom.status, ['scheduled', 'live']),
        ),
      )
      .returning();
    return row;
  }
}
