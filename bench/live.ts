import type pg from 'pg';
import { LIVE_STYLES } from '@dance/contracts/live';
import { READ, type Target } from './targets.ts';
import { query, scatter, zipf } from './draw.ts';

/**
 * Lives: 5,000 rooms of 1,000 anchors, as a busy evening leaves them: 60 on air, 600 scheduled
 * over the next two weeks (with reservations), the rest ended; some show pinned goods.
 */

const LIVES = 5_000;
const ON_AIR = 60;
const SCHEDULED = 600;
const ANCHORS = 1_000;

async function seedLives(c: pg.PoolClient): Promise<number> {
  const r = await c.query(
    `insert into live_room (anchor_id, title, cover, style, status, scheduled_at, started_at, ended_at, push_nonce,
                            pinned_goods, like_count, gift_points, peak_viewers, created_at)
     select 1 + (g * 97) % $2::int, '今晚 Cypher 第 ' || g || ' 场', '/uploads/demo/banner-battle.svg',
            ($3::text[])[1 + g % array_length($3::text[], 1)],
            case when g <= $4::int then 'live' when g <= $4::int + $5::int then 'scheduled' else 'ended' end,
            case when g <= $4::int then now() - interval '30 minutes'
                 when g <= $4::int + $5::int then now() + ((g % 336) || ' hours')::interval
                 else now() - ((g % 2000) || ' hours')::interval end,
            case when g <= $4::int then now() - interval '20 minutes'
                 when g > $4::int + $5::int then now() - ((g % 2000) || ' hours')::interval end,
            case when g > $4::int + $5::int then now() - ((g % 2000) || ' hours')::interval + interval '1 hour' end,
            md5(g::text), case when g % 3 = 0 then array[1 + g % 20000, 1 + (g * 7) % 20000]::bigint[] else '{}' end,
            g % 5000, g % 900, g % 3000, now() - interval '30 days'
       from generate_series(1, $1::int) g`,
    [LIVES, ANCHORS, LIVE_STYLES, ON_AIR, SCHEDULED],
  );
  const res = await c.query(
    `insert into live_reservation (live_id, user_id)
     select l.id, 1 + (l.id * 31 + k * 977) % 100000
       from live_room l, generate_series(1, 20) k where l.status = 'scheduled'
     on conflict do nothing`,
  );
  return (r.rowCount ?? 0) + (res.rowCount ?? 0);
}

export const LIVE_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [['lives', seedLives]];

export const LIVE_TARGETS: Target[] = [
  {
    name: 'live/list',
    method: 'GET',
    path: '/api/live/list?limit=20',
    as: 'visitor',
    budget: READ,
    draw: async () => {
      // The tab as opened: everything, or one style.
      let n = 0;
      return () => {
        const i = n++;
        const style = i % 3 === 0 ? `&style=${LIVE_STYLES[i % LIVE_STYLES.length]}` : '';
        return { path: `/api/live/list?limit=20${style}` };
      };
    },
  },
  {
    name: 'live/detail',
    method: 'GET',
    path: '/api/live/detail?id=1',
    as: 'visitor',
    budget: READ,
    draw: async (ctx) => {
      // Lives on air and coming are opened far more than ended ones.
      const ids = (
        await query<{ id: string }>(
          ctx.databaseUrl,
          `select id from live_room order by case status when 'live' then 0 when 'scheduled' then 1 else 2 end, id`,
        )
      ).map((r) => Number(r.id));
      const rank = zipf(ids.length, 1, 61);
      const at = scatter(ON_AIR + SCHEDULED);
      return () => {
        const r = rank();
        return { path: `/api/live/detail?id=${ids[(r <= ON_AIR + SCHEDULED ? at(r) : r) - 1] ?? ids[0]}` };
      };
    },
  },
];
