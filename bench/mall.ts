import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type autocannon from 'autocannon';
import { hanTokens } from '../apps/server/src/platform/search-text.ts';
import { READ, type Target } from './targets.ts';
import { drawReader, scatter, zipf } from './draw.ts';

/**
 * The mall's hot calls: goods list, goods detail, cart list, and the write path submit + pay
 * (three calls per purchase: order/submit, order/pay-data, payment/pay-buy-balance), which must
 * reach 300 purchases/s with no oversell (checked against the database after the run).
 */

const SHOPS = 200;
const GOODS = 20_000;
/** Every 20th goods item is a verify-mode pass with a huge stock: the pool submit + pay buys from. */
const POOL_EVERY = 20;
const POOL_STOCK = 1_000_000;
export const BUYERS = 100;
/** The buyers are users 1000 to 1099. */
const BUYER_FIRST_ID = 1000;
const DETAIL_ID = 12_345;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Access tokens of the bench buyers, made straight in the database (logging in 100 users would hit the login limit). */
export const buyerToken = (i: number) => `bench-mall-buyer-${i}-access`;

const PREFIXES = ['Groove', '街头', '复古', '潮流', 'Battle', 'Old School', '机能', '重磅', '轻量', '经典'];
const PRODUCTS = [
  '连帽卫衣',
  '短袖T恤',
  '工装裤',
  '运动套装',
  '棒球帽',
  '低帮板鞋',
  '高帮篮球鞋',
  '舞蹈鞋',
  '复古跑鞋',
  '护膝',
  '护肘',
  '头巾',
  '头旋帽',
  '霹雳手套',
  '双肩包',
  '蓝牙音箱',
  '手提音响',
  '监听耳机',
  'DJ控制器',
  '黑胶唱片',
];
const COVERS = [
  'hoodie-black',
  'tee-white',
  'pants-black',
  'suit-navy',
  'cap-black',
  'shoe-white',
  'shoe-red',
  'kneepad',
  'speaker',
  'vinyl-funk',
];

async function seedShops(c: pg.PoolClient): Promise<number> {
  const r = await c.query(
    `insert into mch (owner_id, name, logo, intro, return_address, status, sort)
     select g, '街舞装备店 ' || g, '/uploads/demo/shop-groove-logo.svg', '第 ' || g || ' 家街舞装备店', '深圳市南山区 ' || g || ' 号', 1, g % 10
       from generate_series(1, $1::int) g`,
    [SHOPS],
  );
  return r.rowCount ?? 0;
}

async function seedGoods(c: pg.PoolClient): Promise<number> {
  const combos = PREFIXES.flatMap((p) => PRODUCTS.map((x) => `${p}${x}`));
  const r = await c.query(
    `with combo as (
       select i - 1 as i, name, tokens from unnest($1::text[], $2::text[]) with ordinality as t(name, tokens, i)
     ), cats as (select coalesce(array_agg(id), array[0::bigint]) as ids from category where type = 'goods')
     insert into goods (type, mch_id, cat_id, name, cover, images, detail, specs, price, original_price, stock, sales,
                        share_count, collect_count, delivery, shipping_fee, status, sort, search_tokens, created_at)
     select 'goods', 1 + g % $4::int, cats.ids[1 + g % array_length(cats.ids, 1)],
            combo.name || ' ' || g, '/uploads/demo/goods-' || ($5::text[])[1 + g % array_length($5::text[], 1)] || '.svg',
            jsonb_build_array('/uploads/demo/goods-' || ($5::text[])[1 + g % array_length($5::text[], 1)] || '.svg'),
            '<p>' || combo.name || '：街舞练习与日常穿搭两相宜。</p>',
            '[{"name":"规格","values":["S","M","L"]}]'::jsonb,
            price, price + 5000, 0, (random() * 5000)::int, (random() * 300)::int, (random() * 800)::int,
            case when g % $6::int = 0 then 'verify' else 'express' end, case when g % 3 = 0 then 0 else 800 end,
            case when g % 50 = 7 then 0 else 1 end, (random() * 100)::int,
            string_to_array(combo.tokens, ' '), now() - (g || ' minutes')::interval
       from generate_series(1, $3::int) g
       cross join cats
       join combo on combo.i = g % $7::int
       cross join lateral (select (2900 + (random() * 97000)::int) / 100 * 100 as price) p`,
    [combos, combos.map((n) => hanTokens(n).join(' ')), GOODS, SHOPS, COVERS, POOL_EVERY, combos.length],
  );
  return r.rowCount ?? 0;
}

async function seedSkus(c: pg.PoolClient): Promise<number> {
  const r = await c.query(
    `insert into goods_sku (goods_id, spec_values, spec_text, price, original_price, stock, sales, pic)
     select g.id, jsonb_build_array(v), v, g.price, g.original_price,
            case when g.delivery = 'verify' then $1::int else 50 + (random() * 500)::int end, 0, g.cover
       from goods g cross join unnest(array['S', 'M', 'L']) v`,
    [POOL_STOCK],
  );
  await c.query(`update goods g set stock = s.total from (select goods_id, sum(stock) total from goods_sku group by goods_id) s
                  where s.goods_id = g.id`);
  return r.rowCount ?? 0;
}

async function seedComments(c: pg.PoolClient): Promise<number> {
  // 10 reviews on each of 2,000 goods (the detail target's item among them), counters to match.
  const r = await c.query(
    `insert into goods_comment (goods_id, order_item_id, user_id, score, level, content, images, has_image, is_anonymous, spec_text, created_at)
     select gid, -(gid * 10 + k), 1 + (random() * 99999)::int, score,
            case when score >= 4 then 1 when score = 3 then 2 else 3 end,
            '上身效果很好，跳 Breaking 很方便，第 ' || k || ' 条评价', '[]'::jsonb, false, k % 4 = 0, 'M',
            now() - (k || ' hours')::interval
       from generate_series($1::int, $1::int + 1999) gid, generate_series(1, 10) k,
            lateral (select 1 + (k * 7 + gid) % 5 as score) s`,
    [DETAIL_ID - 1000],
  );
  await c.query(`update goods g set comment_count = s.n, comment_good = s.good, comment_medium = s.medium, comment_bad = s.bad
                   from (select goods_id, count(*) n, count(*) filter (where level = 1) good,
                                count(*) filter (where level = 2) medium, count(*) filter (where level = 3) bad
                           from goods_comment group by goods_id) s
                  where s.goods_id = g.id`);
  return r.rowCount ?? 0;
}

async function seedCarts(c: pg.PoolClient): Promise<number> {
  const r = await c.query(
    `insert into cart (user_id, goods_id, sku_id, num)
     select u.id, s.goods_id, s.id, 1 + (s.id % 3)::int
       from (select id from users where mobile = '17000000001') u
       cross join lateral (select id, goods_id from goods_sku where id % 997 = 1 order by id limit 20) s
     union all
     select 2000 + g, s.goods_id, s.id, 1
       from generate_series(1, 20000) g
       join goods_sku s on s.id = 1 + (g * 37) % 60000`,
  );
  return r.rowCount ?? 0;
}

/** Buyers with a large balance (through the ledger) and access tokens known to the bench. */
async function seedBuyers(c: pg.PoolClient): Promise<number> {
  const ids = Array.from({ length: BUYERS }, (_, i) => BUYER_FIRST_ID + i);
  await c.query(`update users set balance = balance + 1000000000 where id = any($1::bigint[])`, [ids]);
  await c.query(
    `insert into balance_log (user_id, change, balance_after, source_type, source_id, kind, note)
     select u.id, 1000000000, u.balance, 'bench', u.id, 'grant', 'bench buyer' from users u where u.id = any($1::bigint[])`,
    [ids],
  );
  for (const [i, id] of ids.entries()) {
    const login = await c.query<{ id: string }>(
      `insert into login_token (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day') returning id`,
      [id, sha256(`bench-mall-buyer-${i}-login-${randomBytes(8).toString('hex')}`)],
    );
    await c.query(
      `insert into access_token (token_hash, login_token_id, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
      [sha256(buyerToken(i)), login.rows[0]!.id, id],
    );
  }
  return ids.length;
}

export const MALL_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['shops', seedShops],
  ['goods', seedGoods],
  ['skus', seedSkus],
  ['reviews', seedComments],
  ['carts', seedCarts],
  ['buyers', seedBuyers],
];

// ---------- submit + pay ----------

/** What one purchase buys: its line (the n-th purchase of the run) and the buyer's access token. */
export type PurchasePick = (n: number) => { goodsId: number; skuId: number; num: number; token: string };

/**
 * One purchase per loop of a connection: submit (a fresh token), open the payment, pay from the
 * balance. A failed step skips the rest of that loop.
 */
export function purchaseFlow(pick: PurchasePick): autocannon.Request[] {
  let next = 0;
  type Ctx = { token?: string; orderIds?: number[]; paymentId?: number };
  const parse = (body: string) => {
    try {
      return JSON.parse(body) as { code: number; data: Record<string, unknown> };
    } catch {
      return null;
    }
  };
  return [
    {
      method: 'POST',
      path: '/api/order/submit',
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        const n = next++;
        const { goodsId, skuId, num, token } = pick(n);
        ctx.token = token;
        ctx.orderIds = undefined;
        ctx.paymentId = undefined;
        return {
          ...req,
          headers: { ...req.headers, 'x-access-token': token, 'content-type': 'application/json' },
          body: JSON.stringify({
            token: `bench-${n}-${randomBytes(8).toString('hex')}`,
            items: [{ goods_id: goodsId, sku_id: skuId, num }],
          }),
        };
      },
      onResponse: (_status, body, context) => {
        const r = parse(body);
        if (r?.code === 0) (context as Ctx).orderIds = r.data.order_ids as number[];
      },
    },
    {
      method: 'POST',
      path: '/api/order/pay-data',
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        if (!ctx.orderIds) return undefined as unknown as autocannon.Request;
        return {
          ...req,
          headers: { ...req.headers, 'x-access-token': ctx.token!, 'content-type': 'application/json' },
          body: JSON.stringify({ order_ids: ctx.orderIds }),
        };
      },
      onResponse: (_status, body, context) => {
        const r = parse(body);
        if (r?.code === 0) (context as Ctx).paymentId = r.data.payment_id as number;
      },
    },
    {
      method: 'GET',
      path: '/api/payment/pay-buy-balance',
      setupRequest: (req, context) => {
        const ctx = context as Ctx;
        if (!ctx.paymentId) return undefined as unknown as autocannon.Request;
        return {
          ...req,
          path: `/api/payment/pay-buy-balance?payment_id=${ctx.paymentId}`,
          headers: { ...req.headers, 'x-access-token': ctx.token! },
        };
      },
    },
  ];
}

/** Buys one of a pool SKU per loop (verify-mode goods with a huge stock). */
async function purchaseRequests(ctx: { databaseUrl: string }): Promise<autocannon.Request[]> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const pool = (
    await client.query<{ id: string; goods_id: string }>(
      `select s.id, s.goods_id from goods_sku s join goods g on g.id = s.goods_id
        where g.delivery = 'verify' and g.status = 1 and g.deleted_at is null and g.type = 'goods' order by s.id`,
    )
  ).rows.map((r) => ({ skuId: Number(r.id), goodsId: Number(r.goods_id) }));
  await client.end();
  if (!pool.length) throw new Error('no verify-mode goods to buy');
  return purchaseFlow((n) => ({ ...pool[(n * 7919) % pool.length]!, num: 1, token: buyerToken(n % BUYERS) }));
}

/**
 * After the run: no SKU below zero; every pool SKU's stock plus what live orders hold is exactly
 * its starting stock; goods stock is the sum of its SKUs; every paid order was charged exactly once.
 */
async function verifyNoOversell(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async (text: string) => Number((await client.query<{ n: string }>(text)).rows[0]!.n);
    const negative = await q(`select count(*) n from goods_sku where stock < 0`);
    const drift = await q(`
      select count(*) n from goods_sku s join goods g on g.id = s.goods_id
       where g.delivery = 'verify' and g.type = 'goods' and s.stock + coalesce((
         select sum(i.num) from order_item i join orders o on o.id = i.order_id
          where i.sku_id = s.id and o.status <> 'cancelled'), 0) <> ${POOL_STOCK}`);
    const sums = await q(`
      select count(*) n from goods g join (select goods_id, sum(stock) t from goods_sku group by goods_id) s on s.goods_id = g.id
       where g.stock <> s.t`);
    // The buyers' own orders and charges (other domains seed paid orders of other users).
    const mine = `user_id between ${BUYER_FIRST_ID} and ${BUYER_FIRST_ID + BUYERS - 1}`;
    const paid = await q(`select count(*) n from orders where status = 'paid' and ${mine}`);
    const charges = await q(`select count(*) n from balance_log where kind = 'pay' and ${mine}`);
    const charged = await q(
      `select coalesce(sum(-change), 0) n from balance_log where kind = 'pay' and ${mine}`,
    );
    const owed = await q(
      `select coalesce(sum(pay_amount), 0) n from orders where status = 'paid' and ${mine}`,
    );
    const problems = [
      negative && `${negative} SKUs below zero`,
      drift && `${drift} SKUs whose stock and orders do not add up (oversold or lost)`,
      sums && `${sums} goods whose stock is not the sum of their SKUs`,
      charged !== owed && `charged ${charged} fen for paid orders worth ${owed}`,
    ].filter(Boolean);
    console.log(
      `  submit + pay check: ${paid} paid orders, ${charges} balance charges, stock consistent: ${!drift && !negative}`,
    );
    return problems.length ? problems.join('; ') : null;
  } finally {
    await client.end();
  }
}

export const MALL_TARGETS: Target[] = [
  {
    name: 'goods/v2-goods-list',
    method: 'GET',
    path: '/api/goods/v2-goods-list?type=goods',
    as: 'visitor',
    budget: READ,
  },
  {
    name: 'goods/detail',
    method: 'GET',
    path: `/api/goods/detail?id=${DETAIL_ID}`,
    as: 'visitor',
    budget: READ,
    draw: async () => {
      const rank = zipf(GOODS, 1, 41);
      const id = scatter(GOODS);
      return () => ({ path: `/api/goods/detail?id=${id(rank())}` });
    },
  },
  {
    name: 'cart/list',
    method: 'GET',
    path: '/api/cart/list',
    as: 'user',
    budget: READ,
    draw: async () => {
      const reader = drawReader();
      return () => ({ path: '/api/cart/list', token: reader() });
    },
  },
  {
    name: 'order submit + pay (balance)',
    method: 'POST',
    path: '/api/order/submit',
    as: 'none',
    budget: { kind: 'write', minRps: 300 },
    flow: { requests: purchaseRequests, callsPerOp: 3, verify: verifyNoOversell },
  },
];
