import type { Db } from '../../platform/db.ts';
import { fail, invalid, notFound } from '../../platform/errors.ts';
import type { LiveDeps } from './ports.ts';
import type { ShopAnchorRow, ShopAnchorsRepo } from './shops.repo.ts';

/**
 * Shops working with anchors: a shop's staff invites an approved anchor, the anchor accepts (or
 * declines, which removes the pair). Listing answers the shop's anchors to its staff, and an
 * anchor's shops to the anchor.
 */
export class ShopAnchorService {
  constructor(
    private readonly db: Db,
    private readonly repo: ShopAnchorsRepo,
    private readonly deps: LiveDeps,
  ) {}

  async invite(userId: number, mchId: number, anchorId: number) {
    await this.deps.merchants.requireCapability(userId, mchId, 'goods');
    const s = await this.deps.users.standing(anchorId);
    if (!s || s.closed) notFound('anchor');
    if (s.reviews.anchor !== 2) invalid('anchor_id', 'is not an anchor');
    const row = await this.repo.invite(this.db, mchId, anchorId, userId);
    return (await this.views([row]))[0]!;
  }

  async answer(anchorId: number, mchId: number, accept: boolean): Promise<null> {
    const row = await this.repo.pair(this.db, mchId, anchorId);
    if (!row) notFound('invitation');
    if (accept) {
      if (row.status !== 'invited') fail('CONFLICT');
      await this.repo.accept(this.db, mchId, anchorId);
    } else await this.repo.remove(this.db, mchId, anchorId);
    return null;
  }

  async list(userId: number, mchId: number | undefined) {
    if (mchId !== undefined) {
      await this.deps.merchants.requireCapability(userId, mchId, 'view');
      return { list: await this.views(await this.repo.ofShop(this.db, mchId)) };
    }
    return { list: await this.views(await this.repo.ofAnchor(this.db, userId)) };
  }

  private async views(rows: ShopAnchorRow[]) {
    const shops = await this.deps.merchants.cards(rows.map((r) => r.mchId));
    const people = await this.deps.users.profiles(rows.map((r) => r.anchorId));
    return rows.map((r) => {
      const shop = shops.get(r.mchId);
      const a = people.get(r.anchorId);
      return {
        mch: { id: r.mchId, name: shop?.name ?? '', logo: shop?.logo ?? '' },
        anchor: { id: r.anchorId, nickname: a?.nickname ?? '', avatar: a?.avatar ?? '' },
        status: r.status as 'invited' | 'accepted',
        created_at: r.createdAt.toISOString(),
      };
    });
  }
}
