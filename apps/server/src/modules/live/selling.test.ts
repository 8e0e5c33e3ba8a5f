import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { live, mall, type EndpointBody } from '@dance/contracts';
import { testFile } from '../../../test/helpers.ts';
import { ok, refused, tag, type KitUser } from '../../../test/kit.ts';

const { t, kit: f } = await testFile();
await t.app.listen({ host: '127.0.0.1', port: 0 });

const anchor = await f.newUser({ approved: ['anchor'] });
const buyer = await f.newUser();

/** A shop that invited the anchor; accepted unless told otherwise. */
async function partnerShop(accept = true) {
  const shop = await f.newShop();
  await ok(t, live.mchAnchorInvite, {
    token: shop.owner.token,
    body: { mch_id: shop.id, anchor_id: anchor.id },
  });
  if (accept)
    await ok(t, live.mchAnchorAccept, { token: anchor.token, body: { mch_id: shop.id, accept: 1 } });
  return shop;
}

const newLive = (body: Partial<EndpointBody<typeof live.createLive>> = {}) =>
  ok(t, live.createLive, { token: anchor.token, body: { title: `Cypher ${tag()}`, style: 'jam', ...body } });

const pinnedOf = async (id: number) =>
  (
    await t.database.pool.query<{ pinned_goods: string[] }>(
      'select pinned_goods from live_room where id = $1',
      [id],
    )
  ).rows[0]!.pinned_goods.map(Number);

async function goLive(id: number): Promise<void> {
  const { rows } = await t.database.pool.query<{ push_nonce: string }>(
    'select push_nonce from live_room where id = $1',
    [id],
  );
  expect(await t.services.live.lives.published(id, rows[0]!.push_nonce)).toBe(true);
}

/** Buys one of the goods' first SKU now, optionally from a live; answers the order id. */
async function buy(who: KitUser, g: { id: number; sku: { id: number } }, liveId?: number) {
  const addressId = await f.newAddress(who);
  const sub = await ok(t, mall.orderSubmit, {
    token: who.token,
    body: {
      token: `t-${tag()}-${tag()}`,
      items: [{ goods_id: g.id, sku_id: g.sku.id, num: 1 }],
      address_id: addressId,
      ...(liveId !== undefined ? { live_id: liveId } : {}),
    },
  });
  return sub.order_ids[0]!;
}

async function pay(who: KitUser, orderId: number) {
  await f.fund(who.id, 100_000);
  const p = await ok(t, mall.payData, { token: who.token, body: { order_ids: [orderId] } });
  await ok(t, mall.payBuyBalance, { token: who.token, query: { payment_id: p.payment_id } });
}

const liveIdOf = async (orderId: number) =>
  (
    await t.database.pool.query<{ live_id: string | null }>('select live_id from orders where id = $1', [
      orderId,
    ])
  ).rows[0]!.live_id;

function roomSocket(token: string, liveId: number) {
  const events: Record<string, unknown>[] = [];
  const port = (t.app.server.address() as AddressInfo).port;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
  ws.on('message', (raw) => events.push(JSON.parse(String(raw)) as Record<string, unknown>));
  const until = async (pred: (e: Record<string, unknown>) => boolean, timeout = 5000) => {
    const start = Date.now();
    for (;;) {
      const hit = events.find(pred);
      if (hit) return hit;
      if (Date.now() - start > timeout) throw new Error(`no such event in ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {
    ws,
    until,
    open: async () => {
      await until((e) => e.type === 'ready');
      ws.send(JSON.stringify({ type: 'live.subscribe', live_id: liveId }));
      await until((e) => e.type === 'live.subscribed');
    },
  };
}

describe('pinned goods come from partner shops', () => {
  it("refuses a non-partner's goods (nothing saved) and accepts a partner's and the anchor's own shop's", async () => {
    const stranger = await f.newShop();
    const invitedOnly = await partnerShop(false);
    const partner = await partnerShop();
    const [gs, gi, gp] = await Promise.all([
      f.newGoods(stranger.id, { name: `stranger ${tag()}` }),
      f.newGoods(invitedOnly.id),
      f.newGoods(partner.id),
    ]);
    const before = (await ok(t, live.list, { token: anchor.token, query: { mine: 1, limit: 50 } })).list
      .length;
    const r = await refused(t, 9017, live.createLive, {
      token: anchor.token,
      body: { title: 'x', style: 'jam', goods_ids: [gp.id, gs.id] },
    });
    expect(JSON.stringify(r.body)).toContain(gs.name);
    await refused(t, 9017, live.createLive, {
      token: anchor.token,
      body: { title: 'x', style: 'jam', goods_ids: [gi.id] },
    });
    expect((await ok(t, live.list, { token: anchor.token, query: { mine: 1, limit: 50 } })).list.length).toBe(
      before,
    );
    const l = await newLive({ goods_ids: [gp.id] });
    expect(l.pinned_goods.map((g) => g.id)).toEqual([gp.id]);
    // An edit with a non-partner's goods is refused and keeps the pins.
    await refused(t, 9017, live.createLive, {
      token: anchor.token,
      body: { id: l.id, title: 'x', style: 'jam', goods_ids: [gs.id] },
    });
    expect(await pinnedOf(l.id)).toEqual([gp.id]);
    // Goods taken off sale can not be pinned either.
    const off = await f.newGoods(partner.id, { status: 0 });
    await refused(t, 9017, live.pinGoods, {
      token: anchor.token,
      body: { live_id: l.id, goods_ids: [off.id] },
    });
    // The anchor's own shop counts as a partner.
    const own = await f.newShop({ owner: anchor });
    const go = await f.newGoods(own.id);
    const mine = await newLive({ goods_ids: [go.id] });
    expect(mine.pinned_goods.map((g) => g.id)).toEqual([go.id]);
  });

  it('pin-goods during the live tells every viewer; only the anchor, only before the end, at most 20', async () => {
    const partner = await partnerShop();
    const stranger = await f.newShop();
    const [g1, g2, gs] = await Promise.all([
      f.newGoods(partner.id),
      f.newGoods(partner.id),
      f.newGoods(stranger.id),
    ]);
    const l = await newLive({ goods_ids: [g1.id] });
    await goLive(l.id);
    const v = roomSocket(buyer.token, l.id);
    await v.open();
    const d = await ok(t, live.pinGoods, {
      token: anchor.token,
      body: { live_id: l.id, goods_ids: [g2.id, g1.id] },
    });
    expect(d.pinned_goods.map((g) => g.id)).toEqual([g2.id, g1.id]);
    expect(await v.until((e) => e.type === 'live.goods')).toEqual({
      type: 'live.goods',
      live_id: l.id,
      goods_ids: [g2.id, g1.id],
    });
    await refused(t, 9017, live.pinGoods, {
      token: anchor.token,
      body: { live_id: l.id, goods_ids: [gs.id] },
    });
    expect(await pinnedOf(l.id)).toEqual([g2.id, g1.id]);
    await refused(t, 1405, live.pinGoods, { token: buyer.token, body: { live_id: l.id, goods_ids: [] } });
    await refused(t, 1400, live.pinGoods, {
      token: anchor.token,
      body: { live_id: l.id, goods_ids: Array.from({ length: 21 }, (_, i) => i + 1) },
    });
    await ok(t, live.stop, { token: anchor.token, body: { live_id: l.id } });
    await refused(t, 9001, live.pinGoods, {
      token: anchor.token,
      body: { live_id: l.id, goods_ids: [g1.id] },
    });
    v.ws.close();
  });
});

describe('orders bought from a live', () => {
  it('carry the live when its goods are pinned; the shop sees and filters them; the anchor sees goods sold', async () => {
    const partner = await partnerShop();
    const g = await f.newGoods(partner.id, { price: 9900, shippingFee: 1000 });
    const other = await f.newGoods(partner.id);
    const l = await newLive({ goods_ids: [g.id] });
    const elsewhere = await newLive({ goods_ids: [other.id] });
    expect(await ok(t, live.liveSales, { token: anchor.token, query: { live_id: l.id } })).toEqual({
      orders_count: 0,
      amount: '0.00',
    });

    const orderId = await buy(buyer, g, l.id);
    expect(Number(await liveIdOf(orderId))).toBe(l.id);
    // Unpaid orders are not sold yet.
    expect(
      (await ok(t, live.liveSales, { token: anchor.token, query: { live_id: l.id } })).orders_count,
    ).toBe(0);
    await pay(buyer, orderId);
    expect(await ok(t, live.liveSales, { token: anchor.token, query: { live_id: l.id } })).toEqual({
      orders_count: 1,
      amount: '109.00',
    });
    await refused(t, 1405, live.liveSales, { token: buyer.token, query: { live_id: l.id } });
    // A second order counts while paid, and not once it is cancelled with a full refund.
    const second = await buy(buyer, g, l.id);
    await pay(buyer, second);
    expect(await ok(t, live.liveSales, { token: anchor.token, query: { live_id: l.id } })).toEqual({
      orders_count: 2,
      amount: '218.00',
    });
    await ok(t, mall.cancelApply, { token: buyer.token, body: { id: second, cause_id: 1 } });
    await ok(t, mall.mchCancelApplyHandle, {
      token: partner.owner.token,
      body: { id: second, agree: true },
    });
    expect(await ok(t, live.liveSales, { token: anchor.token, query: { live_id: l.id } })).toEqual({
      orders_count: 1,
      amount: '109.00',
    });

    // A live that does not pin the goods, or no live at all, attributes nothing (decision 235).
    const notPinned = await buy(buyer, g, elsewhere.id);
    expect(await liveIdOf(notPinned)).toBeNull();
    const unknown = await buy(buyer, g, 987654321);
    expect(await liveIdOf(unknown)).toBeNull();
    expect(
      (await ok(t, live.liveSales, { token: anchor.token, query: { live_id: elsewhere.id } })).orders_count,
    ).toBe(0);

    const all = await ok(t, mall.mchOrderIndex, {
      token: partner.owner.token,
      query: { mch_id: partner.id, status: 'all', limit: 20 },
    });
    const byId = new Map(all.list.map((o) => [o.id, o]));
    expect(byId.get(orderId)!.live).toEqual({ id: l.id, title: l.title });
    expect(byId.get(notPinned)!.live).toBeNull();
    const fromLive = await ok(t, mall.mchOrderIndex, {
      token: partner.owner.token,
      query: { mch_id: partner.id, status: 'all', limit: 20, live_id: l.id },
    });
    expect(fromLive.list.map((o) => o.id)).toEqual([second, orderId]);
    const detail = await ok(t, mall.mchOrderDetail, { token: partner.clerk.token, query: { id: orderId } });
    expect(detail.live).toEqual({ id: l.id, title: l.title });
  });

  it('attributes only the order of the shop whose goods the live pins in a cart of two shops', async () => {
    const partner = await partnerShop();
    const otherShop = await f.newShop();
    const g = await f.newGoods(partner.id);
    const h = await f.newGoods(otherShop.id);
    const l = await newLive({ goods_ids: [g.id] });
    const addressId = await f.newAddress(buyer);
    const sub = await ok(t, mall.orderSubmit, {
      token: buyer.token,
      body: {
        token: `t-${tag()}-${tag()}`,
        items: [
          { goods_id: g.id, sku_id: g.sku.id, num: 1 },
          { goods_id: h.id, sku_id: h.sku.id, num: 1 },
        ],
        address_id: addressId,
        live_id: l.id,
      },
    });
    const { rows } = await t.database.pool.query<{ mch_id: string; live_id: string | null }>(
      'select mch_id, live_id from orders where id = any($1::bigint[])',
      [sub.order_ids],
    );
    expect(rows.map((r) => [Number(r.mch_id), r.live_id === null ? null : Number(r.live_id)]).sort()).toEqual(
      [
        [partner.id, l.id],
        [otherShop.id, null],
      ].sort(),
    );
  });
});
