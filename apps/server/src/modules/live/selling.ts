import type { live, mall } from '@dance/contracts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import type { Db } from '../../platform/db.ts';
import { fail, notFound } from '../../platform/errors.ts';
import { yuan } from '../../platform/money.ts';
import type { Platform } from '../../platform/platform.ts';
import { roomChannel, type LiveService } from './lives.ts';
import type { LivesRepo } from './lives.repo.ts';
import type { LiveDeps } from './ports.ts';
import type { SellingRepo } from './selling.repo.ts';

/**
 * Live selling (decision 235): an anchor pins goods on sale of the shops that accepted them (and of
 * a shop they own), at create, edit and during the live; every viewer's goods list follows the
 * `live.goods` event. The mall asks here which goods a live pins (orders bought from the live carry
 * its id) and the titles its shops' order lists show; the anchor sees the goods sold per live.
 */
export class SellingService {
  constructor(
    private readonly p: Platform,
    private readonly db: Db,
    private readonly repo: SellingRepo,
    private readonly lives: LivesRepo,
    private readonly service: LiveService,
    private readonly deps: LiveDeps,
  ) {}

  /** LIVE_GOODS_NOT_PARTNER naming the first goods that is not on sale in a partner shop. */
  async checkPins(anchorId: number, goodsIds: number[]): Promise<void> {
    if (!goodsIds.length) return;
    const [cards, shops] = await Promise.all([
      this.deps.goods.cardsByIds(goodsIds),
      this.partnerShops(anchorId),
    ]);
    for (const id of goodsIds) {
      const c = cards.find((x) => x.id === id);
      if (!c || !c.on_sale || !shops.has(c.mch.id))
        fail('LIVE_GOODS_NOT_PARTNER', { name: c?.name ?? `#${id}` });
    }
  }

  /** The shops whose goods on sale the anchor may pin: those that accepted them, and their own. */
  private async partnerShops(anchorId: number): Promise<Set<number>> {
    const [accepted, mine] = await Promise.all([
      this.repo.acceptedShops(this.db, anchorId),
      this.deps.merchants.myShops(anchorId),
    ]);
    return new Set([
      ...accepted,
      // The anchor's own shop counts as a partner; the platform's shop (0) never does by itself.
      ...mine.filter((s) => s.role === 'owner' && s.id !== 0).map((s) => s.id),
    ]);
  }

  /**
   * The goods the anchor may pin (decision 244), newest first: on sale, of the partner shops,
   * optionally those whose name holds a keyword. The picker of the edit page and of the room.
   */
  async pinnable(
    userId: number,
    q: { keyword?: string | undefined; cursor?: string | undefined; limit: number },
  ): Promise<{ list: mall.GoodsCard[]; next_cursor: string | null }> {
    await this.service.requireAnchor(userId);
    const before = decodeCursor(q.cursor, ['id'])?.[0] ?? null;
    const shops = await this.partnerShops(userId);
    const rows = await this.deps.goods.onSaleOfShops({
      mchIds: [...shops],
      ...(q.keyword ? { keyword: q.keyword } : {}),
      before,
      limit: q.limit + 1,
    });
    return page(rows, q.limit, (g) => String(g.id));
  }

  /** The anchor sets the pinned goods of their scheduled or running live. */
  async pin(userId: number, liveId: number, goodsIds: number[]): Promise<live.LiveDetail> {
    const row = await this.lives.byId(this.db, liveId);
    if (!row) notFound('live');
    if (row.anchorId !== userId) fail('FORBIDDEN');
    if (row.status === 'ended') fail('LIVE_STATE');
    const ids = [...new Set(goodsIds)];
    await this.checkPins(userId, ids);
    const pinned = await this.db.transaction(async (tx) => {
      const r = await this.repo.pin(tx, liveId, userId, ids);
      if (r)
        await this.p.realtime.publishIn(tx, [roomChannel(r.id)], {
          type: 'live.goods',
          live_id: r.id,
          goods_ids: r.pinnedGoods,
        } satisfies live.RoomEvent);
      return r;
    });
    if (!pinned) fail('LIVE_STATE');
    return this.service.detail(userId, liveId);
  }

  /** The mall's port: the goods a live pins, null when there is no such live. */
  async pinnedGoods(liveId: number): Promise<number[] | null> {
    const row = await this.lives.byId(this.db, liveId);
    return row ? row.pinnedGoods : null;
  }

  /** The mall's port: titles of lives for the shops' order lists. */
  async titles(liveIds: number[]): Promise<Map<number, string>> {
    const rows = await this.lives.byIds(this.db, liveIds);
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** Goods sold in one of the anchor's lives: paid orders bought from it, amount less refunds. */
  async sales(userId: number, liveId: number) {
    const row = await this.lives.byId(this.db, liveId);
    if (!row) notFound('live');
    if (row.anchorId !== userId) fail('FORBIDDEN');
    const s = await this.deps.sales.liveSales(liveId);
    return { orders_count: s.count, amount: yuan(s.amount) };
  }
}
