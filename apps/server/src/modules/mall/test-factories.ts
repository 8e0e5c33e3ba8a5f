import { randomBytes, randomInt } from 'node:crypto';
import { AccountService } from '../account/index.ts';
import { MerchantService } from '../merchant/index.ts';
import { PointsService } from '../points/index.ts';
import { expect } from 'vitest';
import { call, newUser, type CallOptions, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { CatalogService, type NewGoods } from './catalog.ts';
import { MallRepo } from './repo.ts';

const tag = () => randomBytes(3).toString('hex');

/** Test factories of the mall: shops, goods, money and points, addresses; each test makes its own. */
export function mallFactories(t: TestApp) {
  const users = new AccountService(t.platform, t.services.uploads);
  const merchants = new MerchantService(t.platform, users);
  const points = new PointsService(users);
  const catalog = new CatalogService(new MallRepo(t.platform.db), users, merchants);

  return {
    users,
    async shop(opts: { owner?: TestUser; clerks?: TestUser[] } = {}) {
      const owner = opts.owner ?? (await newUser(t));
      const shop = await merchants.createShop({
        ownerId: owner.id,
        name: `shop ${tag()}`,
        logo: '/uploads/demo/logo.png',
        returnAddress: '上海市静安区南京西路 1 号',
      });
      const clerks = opts.clerks ?? [await newUser(t)];
      for (const c of clerks) await merchants.addClerk(shop.id, c.id);
      return { id: shop.id, owner, clerks, clerk: clerks[0]! };
    },

    /** A goods item; by default one SKU with stock 100 at 99.00 and 10.00 shipping. */
    async goods(mchId: number, v: Partial<NewGoods> & { stock?: number; price?: number } = {}) {
      const skus =
        v.skus ??
        (v.specs?.length
          ? v.specs[0]!.values.map((value) => ({
              values: [value],
              price: v.price ?? 9900,
              stock: v.stock ?? 100,
            }))
          : [{ values: [], price: v.price ?? 9900, stock: v.stock ?? 100 }]);
      const r = await catalog.create({
        mchId,
        name: v.name ?? `街舞卫衣 ${tag()}`,
        cover: '/uploads/demo/goods.png',
        detail: v.detail ?? '<p>detail</p>',
        delivery: v.delivery ?? 'express',
        shippingFee: v.shippingFee ?? 1000,
        specs: v.specs ?? [],
        skus,
        ...(v.type ? { type: v.type } : {}),
        ...(v.catId ? { catId: v.catId } : {}),
        ...(v.status !== undefined ? { status: v.status } : {}),
        ...(v.sort !== undefined ? { sort: v.sort } : {}),
      });
      return { ...r.goods, skus: r.skus, sku: r.skus[0]! };
    },

    /** Gives a user balance through the ledger (as a top-up would). */
    async fund(userId: number, fen: number) {
      await t.database.db.transaction((tx) =>
        users.creditBalance(tx, userId, fen, {
          sourceType: 'test',
          sourceId: randomInt(1, 2 ** 47),
          kind: 'grant',
        }),
      );
    },

    async givePoints(userId: number, n: number) {
      await t.database.db.transaction((tx) =>
        points.credit(tx, userId, n, { sourceType: 'test', sourceId: randomInt(1, 2 ** 47), kind: 'grant' }),
      );
    },

    api<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
      return call<T>(t.app, method, path, opts);
    },

    /** Calls and expects code 0; answers the data. */
    async ok<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
      const r = await call<T>(t.app, method, path, opts);
      expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe(0);
      return r.body.data;
    },

    /** Calls and expects this error code; answers the response. */
    async code(expected: number, method: 'GET' | 'POST', path: string, opts: CallOptions = {}) {
      const r = await call(t.app, method, path, opts);
      expect(
        r.body.code,
        `${path} ${JSON.stringify(opts.query ?? opts.body)} -> ${JSON.stringify(r.body)}`,
      ).toBe(expected);
      expect(r.status).toBeLessThan(500);
      return r;
    },

    /**
     * A buyer's order of one unit of the goods' first SKU (an address is made for express goods);
     * paid from the balance unless `pay` is false.
     */
    async order(
      buyer: TestUser,
      g: { id: number; sku: { id: number; price: number }; delivery: string },
      pay = true,
    ) {
      const addressId = g.delivery === 'express' ? await this.address(buyer) : undefined;
      const sub = await this.ok<{ order_ids: number[] }>('POST', '/api/order/submit', {
        token: buyer.token,
        body: {
          token: `t-${tag()}-${tag()}`,
          items: [{ goods_id: g.id, sku_id: g.sku.id, num: 1 }],
          address_id: addressId,
        },
      });
      const orderId = sub.order_ids[0]!;
      if (!pay) return { orderId, paymentId: 0 };
      await this.fund(buyer.id, g.sku.price + 10_000);
      const p = await this.ok<{ payment_id: number }>('POST', '/api/order/pay-data', {
        token: buyer.token,
        body: { order_ids: [orderId] },
      });
      await this.ok('GET', '/api/payment/pay-buy-balance', {
        token: buyer.token,
        query: { payment_id: p.payment_id },
      });
      return { orderId, paymentId: p.payment_id };
    },

    /** A delivery address of the user, made through the API. */
    async address(user: TestUser): Promise<number> {
      const r = await call<{ id: number }>(t.app, 'POST', '/api/user/address-save', {
        token: user.token,
        body: {
          name: '小明',
          mobile: '13912345678',
          province_id: 110000,
          city_id: 110100,
          district_id: 110101,
          detail: '东城区景山前街 4 号',
        },
      });
      if (r.body.code !== 0) throw new Error(JSON.stringify(r.body));
      return r.body.data.id;
    },
  };
}

export type MallFactories = ReturnType<typeof mallFactories>;
