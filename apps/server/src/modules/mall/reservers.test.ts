import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mall } from '@dance/contracts';
import { countRows, newUser, testFile } from '../../../test/helpers.ts';
import { ok, refused, tag } from '../../../test/kit.ts';
import { fail } from '../../platform/errors.ts';
import type { PlacedLine, ReserveLine } from './reservers.ts';

const { t, kit: f } = await testFile();

/** What the music reserver was called with, and what it was told after the orders were written. */
const calls: { userId: number; lines: ReserveLine[]; ordersBefore: number }[] = [];
const placedSeen: PlacedLine[][] = [];
/** Goods whose reserver refuses (as a sold-out ticket type would). */
const refusing = new Set<number>();

t.services.mall.checkout.reservers.register('music', async (tx, r) => {
  const n = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where user_id = ${r.userId}`,
  );
  calls.push({ userId: r.userId, lines: r.lines, ordersBefore: Number(n.rows[0]!.n) });
  if (r.lines.some((l) => refusing.has(l.goodsId))) fail('STOCK_SHORT', { name: 'music' });
  return async (placed) => {
    placedSeen.push(placed);
  };
});

describe('the checkout reserver seam', () => {
  it('runs inside submit before any order is written, with the lines of its type and their extra input; then learns the orders', async () => {
    const s = await f.newShop();
    const music = await f.newGoods(s.id, { type: 'music', delivery: 'verify', price: 500 });
    const other = await f.newGoods(s.id, { delivery: 'verify', price: 800 });
    const u = await newUser(t);
    const r = await ok(t, mall.orderSubmit, {
      token: u.token,
      body: {
        token: `t-${tag()}-${tag()}`,
        items: [
          { goods_id: music.id, sku_id: music.sku.id, num: 2, attendee_ids: [7, 8] },
          { goods_id: other.id, sku_id: other.sku.id, num: 1 },
        ],
      },
    });
    const call = calls.find((c) => c.userId === u.id)!;
    expect(call.ordersBefore).toBe(0);
    expect(call.lines).toEqual([{ goodsId: music.id, skuId: music.sku.id, num: 2, attendeeIds: [7, 8] }]);
    expect(placedSeen.at(-1)).toEqual([
      { orderId: r.order_ids[0], goodsId: music.id, skuId: music.sku.id, num: 2 },
    ]);
  });

  it('a reserver that refuses refuses the submit: no order, no stock taken', async () => {
    const s = await f.newShop();
    const music = await f.newGoods(s.id, { type: 'music', delivery: 'verify', price: 500, stock: 5 });
    refusing.add(music.id);
    const u = await newUser(t);
    await refused(t, 4002, mall.orderSubmit, {
      token: u.token,
      body: { token: `t-${tag()}-${tag()}`, items: [{ goods_id: music.id, sku_id: music.sku.id, num: 1 }] },
    });
    expect(await countRows(t, 'orders', `user_id = ${u.id}`)).toBe(0);
    expect(await countRows(t, 'goods_sku', `id = ${music.sku.id} and stock = 5`)).toBe(1);
  });
});
