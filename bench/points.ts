import type autocannon from 'autocannon';
import pg from 'pg';
import { READ, type Target } from './targets.ts';
import { BENCH_USERS, benchUserId, benchUserToken, drawReader, query, scatter, zipf } from './draw.ts';

/**
 * Points and guesses. Every reader has a ledger of 60 changes (a first credit of 100,000, then
 * sign-in rewards and spends: 100,310 in the end, the balance on the user), the month's sign-ins,
 * and there are 500 open guesses of three options with 100 stakes each (pools, escrow and escrow
 * log as the service leaves them), plus 50 untouched guesses (made by user 2) the join flow stakes on.
 */

const LEDGER_ROWS = 60;
const FIRST_CREDIT = 100_000;
/** 100,000, then +20 on even rows and -10 on odd ones (rows 2 to 60). */
const READER_BALANCE = FIRST_CREDIT + 30 * 20 - 29 * 10;
const GAMES = 500;
const STAKES_PER_GAME = 100;
const FLOW_GAMES = 50;
const readers = () => Array.from({ length: BENCH_USERS }, (_, i) => benchUserId(i));

async function seedLedgers(c: pg.PoolClient): Promise<number> {
  const r = await c.query(
    `insert into integral_log (user_id, change, integral_after, source_type, source_id, kind, note, created_at)
     select u, x.change, sum(x.change) over (partition by u order by k), case when k = 1 then 'bench' else 'sign' end,
            u * 100 + k, case when k = 1 then 'recharge' when k % 2 = 0 then 'sign' else 'spend' end, '',
            now() - ((${LEDGER_ROWS} - k) || ' hours')::interval
       from unnest($1::bigint[]) u, generate_series(1, ${LEDGER_ROWS}) k,
            lateral (select case when k = 1 then ${FIRST_CREDIT} when k % 2 = 0 then 20 else -10 end as change) x`,
    [readers()],
  );
  await c.query(`update users set integral = $2 where id = any($1::bigint[])`, [readers(), READER_BALANCE]);
  // The month so far, signed every day but one in seven (the streak breaks now and then).
  const s = await c.query(
    `insert into user_sign (user_id, sign_date, streak, reward)
     select u, d::date, 1 + extract(day from d)::int % 7, 5
       from unnest($1::bigint[]) u,
            generate_series(date_trunc('month', now() at time zone 'Asia/Shanghai'),
                            (now() at time zone 'Asia/Shanghai')::date - 1, interval '1 day') d
      where (u + extract(day from d)::int) % 7 <> 0`,
    [readers()],
  );
  return (r.rowCount ?? 0) + (s.rowCount ?? 0);
}

async function seedGuesses(c: pg.PoolClient): Promise<number> {
  const games = await c.query<{ id: string }>(
    `insert into guess_game (title, creator_id, open_at, close_at, stake_min, stake_max, rake_bp, status)
     select '第 ' || g || ' 场 Breaking 1v1 谁会赢？', case when g > ${GAMES} then 2 else 1 end, now() - interval '1 day', now() + ((1 + g % 20) || ' days')::interval,
            10, 5000, 500, 'open'
       from generate_series(1, $1::int) g
     returning id`,
    [GAMES + FLOW_GAMES],
  );
  const ids = games.rows.map((r) => Number(r.id));
  await c.query(
    `insert into guess_option (game_id, label, sort)
     select g, (array['B-Boy Storm','B-Girl Ayu','平局'])[k], k from unnest($1::bigint[]) g, generate_series(1, 3) k`,
    [ids],
  );
  // Stakes from users who are not readers (the readers' balances stay as seeded) on the first 500.
  const staked = ids.slice(0, GAMES);
  const st = await c.query(
    `insert into guess_stake (game_id, option_id, user_id, amount, state)
     select g, o.id, 100000 - (g * 131 + k * 7) % 90000, 10 * (1 + (g + k) % 50), 'held'
       from unnest($1::bigint[]) g, generate_series(1, $2::int) k,
            lateral (select id from guess_option where game_id = g order by sort offset (g + k) % 3 limit 1) o
     on conflict do nothing`,
    [staked, STAKES_PER_GAME],
  );
  await c.query(
    `update guess_option o set pool = s.pool, stakers = s.n
       from (select option_id, sum(amount) pool, count(*) n from guess_stake group by option_id) s
      where s.option_id = o.id`,
  );
  await c.query(
    `update guess_game g set pool = s.pool, escrow = s.pool, stakers = s.n
       from (select game_id, sum(amount) pool, count(*) n from guess_stake group by game_id) s
      where s.game_id = g.id`,
  );
  await c.query(
    `insert into guess_escrow_log (game_id, stake_id, kind, change, escrow_after)
     select game_id, id, 'stake', amount, sum(amount) over (partition by game_id order by id) from guess_stake`,
  );
  return ids.length * 4 + (st.rowCount ?? 0);
}

export const POINTS_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['ledgers', seedLedgers],
  ['guesses', seedGuesses],
];

async function flowGames(databaseUrl: string): Promise<{ id: number; options: number[] }[]> {
  const rows = await query<{ id: string; options: string[] }>(
    databaseUrl,
    `select g.id, array_agg(o.id order by o.sort) options from guess_game g join guess_option o on o.game_id = g.id
      where g.creator_id = 2 group by g.id order by g.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), options: r.options.map(Number) }));
}

let pointsBefore: number | null = null;

async function readersPointsPlusEscrow(databaseUrl: string, flow: number[]): Promise<number> {
  const [r] = await query<{ n: string }>(
    databaseUrl,
    `select (select coalesce(sum(integral), 0) from users where id in (${readers().join(',')}))
          + (select coalesce(sum(escrow), 0) from guess_game where id in (${flow.join(',')})) n`,
  );
  return Number(r!.n);
}

/**
 * One stake per operation: the n-th goes to reader n mod 2,000 on the flow game n / 2,000 (a
 * reader stakes once per guess, as the rule says), on one of its options, 10 to 500 points.
 */
async function joinRequests(ctx: { databaseUrl: string }): Promise<autocannon.Request[]> {
  const games = await flowGames(ctx.databaseUrl);
  if (!games.length) throw new Error('no guesses to join');
  // What the readers and the flow's escrow hold just before it (earlier targets may have paid
  // some readers a purchase rebate): the exactness check counts against this.
  pointsBefore = await readersPointsPlusEscrow(
    ctx.databaseUrl,
    games.map((g) => g.id),
  );
  // On a kept database (BENCH_KEEP) the flow goes on where the last run stopped: the n-th stake
  // is its own pair of reader and guess, and every one before it was taken.
  const [taken] = await query<{ n: string }>(
    ctx.databaseUrl,
    `select count(*) n from guess_stake where game_id in (${games.map((g) => g.id).join(',')})`,
  );
  let next = Number(taken!.n);
  return [
    {
      method: 'POST',
      path: '/api/guess-game/join-guess',
      setupRequest: (req) => {
        const n = next++;
        const game = games[Math.floor(n / BENCH_USERS) % games.length]!;
        return {
          ...req,
          headers: {
            ...req.headers,
            'x-access-token': benchUserToken(n % BENCH_USERS),
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            id: game.id,
            option_id: game.options[n % game.options.length],
            amount: 10 * (1 + (n % 50)),
          }),
        };
      },
    },
  ];
}

/**
 * After the run, to the point: on every flow guess the escrow is its pool, the sum of its held
 * stakes, its options' pools and its escrow log; every stake took exactly its amount from its
 * reader (one ledger row each); and the readers' balances plus the flow guesses' escrow are
 * exactly what they were when the flow started.
 */
async function verifyJoins(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async (text: string, values: unknown[] = []) =>
      Number((await client.query<{ n: string }>(text, values)).rows[0]!.n);
    const flow = (await flowGames(databaseUrl)).map((g) => g.id);
    const drift = await q(
      `select count(*) n from guess_game g
        where g.id = any($1::bigint[])
          and (g.escrow <> g.pool
               or g.escrow <> coalesce((select sum(amount) from guess_stake s where s.game_id = g.id and s.state = 'held'), 0)
               or g.escrow <> coalesce((select sum(pool) from guess_option o where o.game_id = g.id), 0)
               or g.escrow <> coalesce((select sum(change) from guess_escrow_log l where l.game_id = g.id), 0)
               or g.stakers <> (select count(*) from guess_stake s where s.game_id = g.id))`,
      [flow],
    );
    const unpaid = await q(
      `select count(*) n from guess_stake s
        where s.game_id = any($1::bigint[])
          and (select count(*) from integral_log l where l.source_type = 'guess' and l.source_id = s.id
                 and l.change = -s.amount and l.user_id = s.user_id) <> 1`,
      [flow],
    );
    const negative = await q(`select count(*) n from users where integral < 0`);
    const total = await readersPointsPlusEscrow(databaseUrl, flow);
    const stakes = await q(`select count(*) n from guess_stake where game_id = any($1::bigint[])`, [flow]);
    const expected = pointsBefore ?? BENCH_USERS * READER_BALANCE;
    const problems = [
      drift && `${drift} guesses whose escrow is not their stakes`,
      unpaid && `${unpaid} stakes not debited exactly once`,
      negative && `${negative} users below zero points`,
      total !== expected && `readers' points plus escrow ${total}, expected ${expected}`,
    ].filter(Boolean);
    console.log(
      `  join-guess check: ${stakes} stakes, points plus escrow ${total} of ${expected}, consistent: ${!problems.length}`,
    );
    return problems.length ? problems.join('; ') : null;
  } finally {
    await client.end();
  }
}

export const POINTS_TARGETS: Target[] = [
  {
    name: 'integral-log/list',
    method: 'GET',
    path: '/api/integral-log/list?limit=20',
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      const types = ['all', 'all', 'earned', 'spent'];
      let n = 0;
      return () => ({ path: `/api/integral-log/list?limit=20&type=${types[n++ % 4]}`, token: reader() });
    },
  },
  {
    name: 'user-sign/sign-calendar',
    method: 'GET',
    path: '/api/user-sign/sign-calendar',
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      return () => ({ path: '/api/user-sign/sign-calendar', token: reader() });
    },
  },
  {
    name: 'guess-game/detail',
    method: 'GET',
    path: '/api/guess-game/detail?id=1',
    as: 'user',
    budget: READ,
    draw: async (ctx) => {
      const ids = (
        await query<{ id: string }>(
          ctx.databaseUrl,
          `select id from guess_game where stakers > 0 order by id`,
        )
      ).map((r) => Number(r.id));
      const rank = zipf(ids.length, 1, 71);
      const at = scatter(ids.length);
      const reader = drawReader();
      return () => ({ path: `/api/guess-game/detail?id=${ids[at(rank()) - 1] ?? ids[0]}`, token: reader() });
    },
  },
  {
    name: 'guess-game/join-guess',
    method: 'POST',
    path: '/api/guess-game/join-guess',
    as: 'none',
    budget: { kind: 'write', minRps: 300 },
    flow: { requests: joinRequests, callsPerOp: 1, verify: verifyJoins },
  },
];
