import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppServices } from '../app.ts';
import { mediaTools } from '../platform/ffmpeg.ts';
import type { Platform } from '../platform/platform.ts';
import { testClip } from './media.ts';
import { MERCHANT_MOBILE } from './mall.ts';

const ANCHOR = '13800000004';
const DAY = 86_400_000;
const ENDED_TITLE = 'Popping basics: hits and waves';

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
    title: ENDED_TITLE,
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

/**
 * The replay of the demo anchor's ended live, made by the replay job from a short clip generated
 * with ffmpeg as if it had been recorded. Skipped once the live has a replay (or without ffmpeg).
 */
export async function seedDemoReplay(p: Platform, s: AppServices, people: Map<string, number>) {
  const anchor = people.get(ANCHOR);
  if (anchor === undefined) return;
  const mine = await s.live.lives.list(anchor, { mine: 1, limit: 50 });
  const ended = mine.list.find((l) => l.title === ENDED_TITLE && l.status === 'ended');
  if (!ended || ended.replay?.status !== 'none') return;
  const ffmpeg = mediaTools(p.config.media).ffmpeg;
  if (ffmpeg.path === null) return p.log.warn({ reason: ffmpeg.reason }, 'demo replay skipped');
  const dir = await mkdtemp(join(tmpdir(), 'dance-seed-replay-'));
  try {
    const clip = join(dir, 'clip.mp4');
    await writeFile(clip, await testClip(ffmpeg.path, 5, 6));
    await s.live.replays.fromClip(ended.id, clip);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
