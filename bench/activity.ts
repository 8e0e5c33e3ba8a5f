import type autocannon from 'autocannon';
import pg from 'pg';
import { READ, type Target } from './targets.ts';
import { buyerToken, BUYERS, purchaseFlow } from './mall.ts';
import { scatter, zipf } from './draw.ts';

/**
 * The activities' hot calls: the activities tab's list (next up, by city), one activity's detail,
 * and the ticket purchase flow (submit, which holds seats under the ticket type's lock, then
 * pay-data and pay-buy-balance, which issue the tickets), which must reach 300 purchases/s with
 * no seat sold twice (checked against the database after the run).
 */

const ACTIVITIES = 5_000;
/** Ticket types with seats for the whole run: the pool the purchase flow buys from, 1 in 10 activities. */
const POOL_EVERY = 10;
const POOL_CAPACITY = 1_000_000;
const KINDS = ['battle', 'workshop', 'jam', 'showcase', 'party'];
/** Shenzhen, Guangzhou, Shanghai, Beijing, Chengdu: province, city, district, lat, lng. */
const CITIES: [number, number, number, number, number][] = [
  [440000, 440300, 440305, 22.54, 113.95],
  [440000, 440100, 440106, 23.13, 113.36],
  [310000, 310100, 310104, 31.19, 121.44],
  [110000, 110100, 110105, 39.92, 116.44],
  [510000, 510100, 510104, 30.65, 104.08],
];
const NAMES = [
  'Breaking 1v1',
  'Popping 1v1',
  'Locking 工作坊',
  '周末 Jam',
  'Hip-hop 展演',
  '街舞派对',
  'Crew 3v3',
];

/** Activities as edit-activity leaves them: goods of type activity, two ticket types each as SKUs. */
async function seedActivities(c: pg.PoolClient): Promise<number> {
  const goods = await c.query<{ id: string }>(
    `insert into goods (type, mch_id, cat_id, name, cover, images, detail, specs, price, original_price, stock, sales,
                        delivery, shipping_fee, status, sort, created_at)
     select 'activity', 1 + g % 200, 0, ($1::text[])[1 + g % array_length($1::text[], 1)] || ' 第 ' || g || ' 场',
            '/uploads/demo/goods-vinyl-funk.svg', '["/uploads/demo/goods-vinyl-funk.svg"]'::jsonb,
            '<p>街舞活动，欢迎来玩。</p>', '[{"name":"票种","values":["早鸟票","正价票"]}]'::jsonb,
            8000, 8000, 0, 0, 'verify', 0, 1, 0, now() - (g || ' minutes')::interval
       from generate_series(1, $2::int) g
     returning id`,
    [NAMES, ACTIVITIES],
  );
  const ids = goods.rows.map((r) => Number(r.id));
  await c.query(
    `insert into activity (id, mch_id, kind, name, cover, images, detail, styles, start_at, end_at, tz, venue_name,
                           venue_address, province_id, city_id, district_id, lat, lng, status, sold)
     select g.id, g.mch_id, ($2::text[])[1 + g.id % 5], g.name, g.cover, g.images, g.detail, array['breaking','popping'],
            s.start_at, s.start_at + interval '4 hours', 'Asia/Shanghai', '街舞工作室 ' || g.id % 97 || ' 号厅',
            '科技园 ' || g.id % 300 || ' 号', ($3::int[])[1 + g.id % 5], ($4::int[])[1 + g.id % 5], ($5::int[])[1 + g.id % 5],
            ($6::float8[])[1 + g.id % 5] + (g.id % 100) * 0.001, ($7::float8[])[1 + g.id % 5] + (g.id % 77) * 0.001,
            'published', 0
       from goods g cross join lateral (select now() + ((g.id % 120) || ' days')::interval + interval '2 hours' as start_at) s
      where g.id = any($1::bigint[])`,
    [
      ids,
      KINDS,
      CITIES.map((x) => x[0]),
      CITIES.map((x) => x[1]),
      CITIES.map((x) => x[2]),
      CITIES.map((x) => x[3]),
      CITIES.map((x) => x[4]),
    ],
  );
  const skus = await c.query<{ id: string; goods_id: string; spec_text: string }>(
    `insert into goods_sku (goods_id, spec_values, spec_text, price, original_price, stock, sales, pic)
     select g.id, jsonb_build_array(t.name), t.name, t.price, t.price,
            case when g.id % $2::int = 0 then $3::int else 300 end, 0, g.cover
       from goods g cross join (values ('早鸟票', 6800), ('正价票', 8800)) t(name, price)
      where g.id = any($1::bigint[])
     returning id, goods_id, spec_text`,
    [ids, POOL_EVERY, POOL_CAPACITY],
  );
  await c.query(
    `insert into activity_ticket_type (activity_id, sku_id, name, price, capacity, per_order_limit, sort)
     select s.goods_id, s.id, s.spec_text, s.price, s.stock, 10, case when s.spec_text = '早鸟票' then 0 else 1 end
       from goods_sku s where s.goods_id = any($1::bigint[])`,
    [ids],
  );
  await c.query(
    `update goods g set stock = s.total, price = s.low
       from (select goods_id, sum(stock) total, min(price) low from goods_sku group by goods_id) s
      where s.goods_id = g.id and g.id = any($1::bigint[])`,
    [ids],
  );
  return ids.length + skus.rowCount! * 2;
}

export const ACTIVITY_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['activities', seedActivities],
];

async function activityIds(databaseUrl: string, pool: boolean): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (
      await client.query<{ id: string }>(
        `select id from activity where status = 'published' ${pool ? `and id % ${POOL_EVERY} = 0` : ''} order by id`,
      )
    ).rows.map((r) => Number(r.id));
  } finally {
    await client.end();
  }
}

/** One ticket purchase per loop of a connection (one or two seats): submit, open the payment, pay. */
async function ticketRequests(ctx: { databaseUrl: string }): Promise<autocannon.Request[]> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const pool = (
    await client.query<{ sku_id: string; activity_id: string }>(
      `select t.sku_id, t.activity_id from activity_ticket_type t where t.capacity = $1 order by t.id`,
      [POOL_CAPACITY],
    )
  ).rows.map((r) => ({ skuId: Number(r.sku_id), goodsId: Number(r.activity_id) }));
  await client.end();
  if (!pool.length) throw new Error('no ticket types to buy');
  return purchaseFlow((n) => ({
    ...pool[(n * 7919) % pool.length]!,
    num: 1 + (n % 2),
    token: buyerToken(n % BUYERS),
  }));
}

/**
 * After the run, on every pool ticket type: sold + held never above capacity; sold is exactly the
 * tickets issued on it and held exactly the seats of unpaid live orders; the SKU's stock is what
 * is left; every paid ticket order was charged once.
 */
async function verifyTickets(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async (text: string) => Number((await client.query<{ n: string }>(text)).rows[0]!.n);
    const over = await q(`select count(*) n from activity_ticket_type where sold + held > capacity`);
    const soldDrift = await q(`
      select count(*) n from activity_ticket_type t
       where t.sold <> (select count(*) from activity_ticket k where k.ticket_type_id = t.id and k.status = 'valid')`);
    const heldDrift = await q(`
      select count(*) n from activity_ticket_type t
       where t.held <> coalesce((select sum(i.num) from order_item i join orders o on o.id = i.order_id
                                  where i.sku_id = t.sku_id and o.status = 'unpaid'), 0)`);
    const stockDrift = await q(`
      select count(*) n from activity_ticket_type t join goods_sku s on s.id = t.sku_id
       where s.stock <> t.capacity - t.sold - t.held`);
    const tickets = await q(`select count(*) n from activity_ticket`);
    const paid = await q(`
      select count(*) n from orders o where o.status = 'paid'
         and exists (select 1 from order_item i join goods g on g.id = i.goods_id where i.order_id = o.id and g.type = 'activity')`);
    const problems = [
      over && `${over} ticket types sold past capacity`,
      soldDrift && `${soldDrift} ticket types whose sold count is not their tickets`,
      heldDrift && `${heldDrift} ticket types whose held count is not their unpaid orders`,
      stockDrift && `${stockDrift} ticket SKUs whose stock is not the seats left`,
    ].filter(Boolean);
    console.log(
      `  ticket purchase check: ${paid} paid ticket orders, ${tickets} tickets issued, seats consistent: ${!problems.length}`,
    );
    return problems.length ? problems.join('; ') : null;
  } finally {
    await client.end();
  }
}

export const ACTIVITY_TARGETS: Target[] = [
  {
    name: 'activity/list',
    method: 'GET',
    path: '/api/activity/list',
    as: 'visitor',
    budget: READ,
    draw: async () => {
      // The tab as opened: next up everywhere, or in one city, sometimes by popularity.
      let n = 0;
      return () => {
        const i = n++;
        const city = i % 3 === 0 ? '' : `&city_id=${CITIES[i % CITIES.length]![1]}`;
        const sort = i % 5 === 0 ? '&sort=popular' : '';
        return { path: `/api/activity/list?limit=20${city}${sort}` };
      };
    },
  },
  {
    name: 'activity/detail',
    method: 'GET',
    path: '/api/activity/detail?id=20010',
    as: 'visitor',
    budget: READ,
    draw: async (ctx) => {
      const ids = await activityIds(ctx.databaseUrl, false);
      const rank = zipf(ids.length, 1, 43);
      const at = scatter(ids.length);
      return () => ({ path: `/api/activity/detail?id=${ids[at(rank()) - 1] ?? ids[0]}` });
    },
  },
  {
    name: 'ticket hold + submit + pay (balance)',
    method: 'POST',
    path: '/api/order/submit',
    as: 'none',
    budget: { kind: 'write', minRps: 300 },
    flow: { requests: ticketRequests, callsPerOp: 3, verify: verifyTickets },
  },
];
