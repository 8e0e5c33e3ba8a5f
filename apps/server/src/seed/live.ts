import type { AppServices } from '../app.ts';
import { MERCHANT_MOBILE } from './mall.ts';

const ANCHOR = '13800000004';
const DAY = 86_400_000;

/**
 * The demo anchor's lives: two scheduled (one showing two of the demo shop's goods) and one that
 * ended. None is live: a live turns live only when a real stream is published to its push key.
 * Skipped once the anchor has any live.
 */
export async function seedDemoLive(
  s: AppServices,
  people: Map<string, number>,
  shopId: number,
): Promise<void> {
  const anchor = people.get(ANCHOR);
  if (anchor === undefined) return;
  // The demo shop works with the demo anchor (invited and accepted), so its goods may be pinned.
  const owner = people.get(MERCHANT_MOBILE);
  if (owner !== undefined) {
    const pair = await s.live.shops.invite(owner, shopId, anchor);
    if (pair.status === 'invited') await s.live.shops.answer(anchor, shopId, true);
  }
  if ((await s.live.lives.list(anchor, { mine: 1, limit: 1 })).list.length) return;
  const goods = ((await s.mall.catalog.shopGoods([shopId], 50)).get(shopId) ?? [])
    .filter((g) => g.type === 'goods')
    .slice(0, 2)
    .map((g) => g.id);
  const at = (days: number, hour: number) => {
    const d = new Date(Date.now() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const ended = await s.live.lives.save(anchor, {
    title: 'Popping basics: hits and waves',
    style: 'class',
    goods_ids: [],
  });
  await s.live.lives.stop(anchor, ended.id);
  await s.live.lives.save(anchor, {
    title: 'Friday night cypher',
    style: 'jam',
    scheduled_at: at(1, 12),
    goods_ids: goods,
  });
  await s.live.lives.save(anchor, {
    title: '1v1 breaking battle: top 8',
    style: 'battle',
    scheduled_at: at(6, 11),
    goods_ids: [],
  });
}
