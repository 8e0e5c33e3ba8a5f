import type pg from 'pg';
import { READ, type Target } from './targets.ts';
import { benchUserToken } from './draw.ts';

/**
 * The merchant area. Shops 1 to 200 belong to users 1 to 200 (mall.ts); the readers among them
 * (readers 0 to 4: users and shops 1, 48, 95, 142 and 189) run busy shops: 3,000 orders each over
 * the last 60 days in every state, and an account ledger of a settlement and its fee per completed
 * order, with the shop's balance at its end. The orders are of users the flows do not buy as
 * (from 2000 on) and of goods sent by express (the purchase flow's pool is picked up in store), so
 * the flows' exactness checks see only their own orders. Nothing is left for the order sweep (every
 * minute) to do, as in a shop whose sweeps have run: the unpaid orders are of the last 5 minutes
 * (their 30 minutes to pay not over), the shipped and received ones of the last 6 days (before the
 * automatic receipt and completion). Otherwise the sweep would cancel, confirm and complete
 * thousands of orders in the background of every measurement.
 */

const OWNER_READERS = [0, 1, 2, 3, 4];
const shopOf = (reader: number) => 1 + reader * 47;
const ORDERS_PER_SHOP = 3_000;
const STATES = [
  'unpaid',
  'paid',
  'paid',
  'shipped',
  'received',
  'completed',
  'completed',
  'completed',
  'cancelled',
];

async function seedShopOrders(c: pg.PoolClient): Promise<number> {
  const shops = OWNER_READERS.map(shopOf);
  const o = await c.query(
    `insert into orders (order_no, user_id, mch_id, submit_id, delivery, status, goods_amount, pay_amount, address,
                         pay_type, paid_at, expires_at, shipped_at, received_at, completed_at, cancelled_at, created_at)
     select 'BM' || m || 'N' || k, 2000 + (m * 7 + k * 13) % 90000, m, 0, 'express', st.s, 100 * (50 + k % 400),
            100 * (50 + k % 400),
            '{"name":"小明","mobile":"13800000000","province":"广东省","city":"深圳市","district":"南山区","detail":"科技园 1 号"}'::jsonb,
            case when st.s <> 'unpaid' and st.s <> 'cancelled' then 'balance' end,
            case when st.s <> 'unpaid' and st.s <> 'cancelled' then st.t0 end,
            st.t0 + interval '30 minutes',
            case when st.s in ('shipped', 'received', 'completed') then least(st.t0 + interval '1 day', now()) end,
            case when st.s in ('received', 'completed') then least(st.t0 + interval '3 days', now()) end,
            case when st.s = 'completed' then least(st.t0 + interval '10 days', now()) end,
            case when st.s = 'cancelled' then st.t0 + interval '30 minutes' end, st.t0
       from unnest($1::bigint[]) m, generate_series(1, $2::int) k,
            lateral (select x.s,
                            now() - ((k * 29) % case x.s when 'unpaid' then 5 when 'shipped' then 8640
                                                          when 'received' then 8640 else 86400 end || ' minutes')::interval as t0
                       from (select ($3::text[])[1 + k % array_length($3::text[], 1)] as s) x) st`,
    [shops, ORDERS_PER_SHOP, STATES],
  );
  await c.query(
    `with pick as (
       select g.mch_id, g.id, g.name, g.cover, s.id as sku_id, s.spec_text,
              row_number() over (partition by g.mch_id order by g.id) - 1 as n
         from goods g join lateral (select id, spec_text from goods_sku where goods_id = g.id order by id limit 1) s on true
        where g.mch_id = any($1::bigint[]) and g.type = 'goods' and g.delivery = 'express'
     )
     insert into order_item (order_id, goods_id, sku_id, type, name, cover, spec_text, price, num, total, pay_amount)
     select o.id, p.id, p.sku_id, 'goods', p.name, p.cover, p.spec_text, o.goods_amount, 1, o.goods_amount, o.pay_amount
       from orders o join pick p on p.mch_id = o.mch_id and p.n = o.id % 10
      where o.mch_id = any($1::bigint[])`,
    [shops],
  );
  // A settlement and its fee (5%) per completed order, oldest first, the balance running.
  const l = await c.query(
    `insert into mch_account_log (mch_id, kind, change, frozen_change, balance_after, frozen_after, source_type,
                                  source_id, note, created_at)
     select mch_id, kind, change, 0, sum(change) over (partition by mch_id order by completed_at, id, kind), 0,
            'order', id, '', completed_at
       from (select o.mch_id, o.id, o.completed_at, x.kind, x.change
               from orders o cross join lateral (values ('credit', o.pay_amount), ('fee', -(o.pay_amount / 20))) x(kind, change)
              where o.mch_id = any($1::bigint[]) and o.status = 'completed') s`,
    [shops],
  );
  await c.query(
    `update mch m set balance = s.b from (select mch_id, sum(change) b from mch_account_log group by mch_id) s
      where s.mch_id = m.id`,
  );
  return (o.rowCount ?? 0) * 2 + (l.rowCount ?? 0);
}

export const MERCHANT_SEED_STEPS: [string, (c: pg.PoolClient) => Promise<number>][] = [
  ['shop orders', seedShopOrders],
];

/** An owner and their shop, in turn. */
function drawOwner(): () => { token: string; mchId: number } {
  let n = 0;
  return () => {
    const r = OWNER_READERS[n++ % OWNER_READERS.length]!;
    return { token: benchUserToken(r), mchId: shopOf(r) };
  };
}

export const MERCHANT_TARGETS: Target[] = [
  {
    name: 'mch/index',
    method: 'GET',
    path: `/plugin/mch/api/mch/index?mch_id=${shopOf(0)}`,
    as: 'user',
    budget: READ,
    draw: async () => {
      const owner = drawOwner();
      return () => {
        const o = owner();
        return { path: `/plugin/mch/api/mch/index?mch_id=${o.mchId}`, token: o.token };
      };
    },
  },
  {
    name: 'property/account-log',
    method: 'GET',
    path: `/plugin/mch/api/property/account-log?mch_id=${shopOf(0)}&limit=20`,
    as: 'user',
    budget: READ,
    draw: async () => {
      const owner = drawOwner();
      const kinds = ['', '', '&kind=credit', '&kind=fee'];
      let n = 0;
      return () => {
        const o = owner();
        return {
          path: `/plugin/mch/api/property/account-log?mch_id=${o.mchId}&limit=20${kinds[n++ % kinds.length]}`,
          token: o.token,
        };
      };
    },
  },
  {
    name: 'mch order/index',
    method: 'GET',
    path: `/plugin/mch/api/order/index?mch_id=${shopOf(0)}&limit=20`,
    as: 'user',
    budget: READ,
    draw: async () => {
      const owner = drawOwner();
      const tabs = ['all', 'all', 'to_ship', 'shipped', 'completed', 'after_sale'];
      let n = 0;
      return () => {
        const o = owner();
        return {
          path: `/plugin/mch/api/order/index?mch_id=${o.mchId}&limit=20&status=${tabs[n++ % tabs.length]}`,
          token: o.token,
        };
      };
    },
  },
];
