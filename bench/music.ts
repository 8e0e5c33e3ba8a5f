import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { MUSIC_GENRES } from '@dance/contracts/music';
import { READ, type DrawContext, type Target } from './targets.ts';
import { BENCH_USERS, benchUserId, drawReader, query, random, scatter, zipf } from './draw.ts';

/**
 * Music (DESIGN §8: 20k tracks): tracks as the transcode job leaves them (goods of type `music`,
 * one in four paid with its SKU, renditions ready), 600k counted plays over the last two
 * weeks, the charts the rank job computes from them, and for every reader a listening history.
 * The audio targets serve one real 1 MB rendition with HTTP Range, beside the same bytes as a
 * plain uploaded file: the signed, licence-checked route against the static one.
 */

export const TRACKS = 20_000;
const PLAYS = 600_000;
const PLAYS_PER_READER = 12;
/** One rendition's bytes (the Range targets read 64 KB of it at a drawn offset). */
const AUDIO_BYTES = 1 << 20;
const RANGE_BYTES = 64 * 1024;

async function seedTracks(c: pg.PoolClient): Promise<number> {
  const goods = await c.query<{ id: string }>(
    `insert into goods (type, mch_id, cat_id, name, cover, images, detail, specs, price, original_price, stock, sales,
                        delivery, shipping_fee, status, sort, created_at)
     select 'music', 1 + g % 200, 0, 'Beat ' || g || (array[' Groove',' Break',' Funk',' Cypher',' Toprock'])[1 + g % 5],
            '/uploads/demo/goods-vinyl-funk.svg', '["/uploads/demo/goods-vinyl-funk.svg"]'::jsonb, '', '[]'::jsonb,
            case when g % 4 = 0 then 300 else 0 end, case when g % 4 = 0 then 300 else 0 end,
            case when g % 4 = 0 then 99999 else 0 end, 0, 'verify', 0, case when g % 4 = 0 then 1 else 0 end, 0,
            now() - (g || ' minutes')::interval
       from generate_series(1, $1::int) g
     returning id`,
    [TRACKS],
  );
  const ids = goods.rows.map((r) => Number(r.id));
  const skus = await c.query(
    `insert into goods_sku (goods_id, spec_values, spec_text, price, original_price, stock, sales, pic)
     select id, '[]'::jsonb, '', price, price, 99999, 0, cover from goods where id = any($1::bigint[]) and price > 0`,
    [ids],
  );
  await c.query(
    `insert into music_track (id, mch_id, sku_id, title, artist, genres, bpm, bpm_estimate, duration, cover, price,
                              downloadable, status, source_url, media_status, media_key, sizes, peaks, plays, created_at)
     select g.id, g.mch_id, s.id, g.name, 'DJ ' || (g.id % 300),
            array[($2::text[])[1 + g.id % 10], ($2::text[])[1 + (g.id / 10) % 10]], 80 + g.id % 60, 80 + g.id % 60,
            150 + g.id % 120, g.cover, g.price, g.id % 3 = 0, 'published', '/uploads/bench/audio.m4a', 'ready',
            'bench', jsonb_build_object('stream', $3::int, 'download', $3::int, 'preview', $3::int),
            (select jsonb_agg(round((0.2 + 0.8 * abs(sin(g.id + k)))::numeric, 3)) from generate_series(1, 120) k),
            0, g.created_at
       from goods g left join goods_sku s on s.goods_id = g.id
      where g.id = any($1::bigint[])`,
    [ids, MUSIC_GENRES.slice(0, 10), AUDIO_BYTES],
  );
  return ids.length + (skus.rowCount ?? 0);
}

async function seedPlays(c: pg.PoolClient): Promise<number> {
  const [first] = (
    await c.query<{ lo: string; hi: string }>(`select min(id) lo, max(id) hi from music_track`)
  ).rows;
  const lo = Number(first!.lo);
  const n = Number(first!.hi) - lo + 1;
  // Popular tracks are played far more: the cube of a uniform draw skews towards the first ids.
  const r = await c.query(
    `insert into music_play (user_id, track_id, hour, created_at)
     select 1 + (p::bigint * 7919) % 100000, $1::bigint + floor(power(random(), 3) * $2::int)::bigint,
            date_trunc('hour', now() - ((p % 336) || ' hours')::interval), now() - ((p % 336) || ' hours')::interval
       from generate_series(1, $3::int) p
     on conflict do nothing`,
    [lo, n, PLAYS],
  );
  // Every reader has a listening history (the recommendations read their genres).
  const readers = Array.from({ length: BENCH_USERS }, (_, i) => benchUserId(i));
  const h = await c.query(
    `insert into music_play (user_id, track_id, hour, created_at)
     select u, $2::bigint + (u * 13 + k * 101) % 400, date_trunc('hour', now() - (k || ' hours')::interval), now()
       from unnest($1::bigint[]) u, generate_series(1, $3::int) k
     on conflict do nothing`,
    [readers, lo, PLAYS_PER_READER],
  );
  await c.query(
    `update music_track t set plays = p.n from (select track_id, count(*) n from music_play group by track_id) p
      where p.track_id = t.id`,
  );
  // The charts as the rank job leaves them.
  await c.query(
    `insert into music_rank ("window", rank, track_id, plays)
     select w, row_number() over (partition by w order by n desc, track_id), track_id, n
       from (select w, track_id, count(*) n,
                    row_number() over (partition by w order by count(*) desc, track_id) r
               from music_play cross join unnest(array['day','week','all']) w
              where w = 'all' or hour > now() - case w when 'day' then interval '1 day' else interval '7 days' end
              group by w, track_id) x
      where r <= 100`,
  );
  return (r.rowCount ?? 0) + (h.rowCount ?? 0);
}

export const MUSIC_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['tracks', seedTracks],
  ['plays', seedPlays],
];

async function trackIds(databaseUrl: string, free: boolean): Promise<number[]> {
  return (
    await query<{ id: string }>(
      databaseUrl,
      `select id from music_track where status = 'published' ${free ? 'and price = 0' : ''} order by id`,
    )
  ).map((r) => Number(r.id));
}

/**
 * The real bytes behind every seeded track's renditions (they share the folder `bench`), and the
 * same bytes as an uploaded file for the static route; a signed URL of a free track's stream.
 */
async function audioUrl(ctx: DrawContext): Promise<string> {
  const bytes = Buffer.alloc(AUDIO_BYTES);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >> 9)) & 0xff;
  const dir = join(ctx.dataDir, 'music', 'bench');
  mkdirSync(dir, { recursive: true });
  for (const f of ['stream.m4a', 'download.m4a', 'preview.m4a']) writeFileSync(join(dir, f), bytes);
  mkdirSync(join(ctx.dataDir, 'uploads', 'bench'), { recursive: true });
  writeFileSync(join(ctx.dataDir, 'uploads', 'bench', 'audio.m4a'), bytes);
  const [id] = await trackIds(ctx.databaseUrl, true);
  const r = await fetch(`${ctx.base}/api/music/play-url?id=${id}`, {
    headers: { 'x-access-token': ctx.visitor },
  });
  const env = (await r.json()) as { code: number; data: { url: string } };
  if (env.code !== 0) throw new Error(`play-url: ${JSON.stringify(env)}`);
  return env.data.url;
}

/** A 64 KB window of the rendition at a drawn offset, as a player seeking and buffering asks. */
function drawRange(seed: number): () => string {
  const rnd = random(seed);
  return () => {
    const from = Math.floor(rnd() * (AUDIO_BYTES - RANGE_BYTES));
    return `bytes=${from}-${from + RANGE_BYTES - 1}`;
  };
}

export const MUSIC_TARGETS: Target[] = [
  {
    name: 'music/rank',
    method: 'GET',
    path: '/api/music/rank?window=week&limit=50',
    as: 'visitor',
    budget: READ,
    draw: async () => {
      const windows = ['week', 'week', 'day', 'all'];
      let n = 0;
      return () => ({ path: `/api/music/rank?window=${windows[n++ % windows.length]}&limit=50` });
    },
  },
  {
    name: 'music/list by genre',
    method: 'GET',
    path: '/api/music/list?genre=breaking&limit=20',
    as: 'visitor',
    budget: READ,
    draw: async () => {
      // Each genre in turn, sometimes within a tempo band or by the hot sort.
      let n = 0;
      return () => {
        const i = n++;
        const genre = MUSIC_GENRES[i % 10];
        const bpm = i % 4 === 0 ? `&bpm_min=${90 + (i % 3) * 10}&bpm_max=${110 + (i % 3) * 10}` : '';
        const sort = i % 5 === 0 ? '&sort=hot' : '';
        return { path: `/api/music/list?genre=${genre}&limit=20${bpm}${sort}` };
      };
    },
  },
  {
    name: 'music/recommend',
    method: 'GET',
    path: '/api/music/recommend?limit=20',
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      return () => ({ path: '/api/music/recommend?limit=20', token: reader() });
    },
  },
  {
    name: 'music/detail',
    method: 'GET',
    path: '/api/music/detail?id=1',
    as: 'visitor',
    budget: READ,
    draw: async (ctx) => {
      const ids = await trackIds(ctx.databaseUrl, false);
      const rank = zipf(ids.length, 1, 53);
      const at = scatter(ids.length);
      return () => ({ path: `/api/music/detail?id=${ids[at(rank()) - 1] ?? ids[0]}` });
    },
  },
  {
    name: 'music/audio (signed, Range)',
    method: 'GET',
    path: '/api/music/audio',
    as: 'none',
    budget: { kind: 'none' },
    raw: true,
    draw: async (ctx) => {
      const url = await audioUrl(ctx);
      const range = drawRange(17);
      return () => ({ path: url, headers: { range: range() } });
    },
  },
  {
    name: 'music/audio as a static file (Range), for comparison',
    method: 'GET',
    path: '/uploads/bench/audio.m4a',
    as: 'none',
    budget: { kind: 'none' },
    raw: true,
    draw: async () => {
      const range = drawRange(17);
      return () => ({ path: '/uploads/bench/audio.m4a', headers: { range: range() } });
    },
  },
];
