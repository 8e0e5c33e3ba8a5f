import { expect } from 'vitest';
import { call, type CallOptions, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { factories } from '../../../test/kit.ts';

/**
 * The mall's tests on top of the factory kit: shops, goods, money and points, addresses, orders,
 * and calls by path for the tests that send what no contract allows.
 */
export function mallFactories(t: TestApp) {
  const kit = factories(t);

  return {
    users: t.services.users,
    shop: kit.newShop,
    goods: kit.newGoods,
    fund: kit.fund,
    givePoints: kit.givePoints,
    address: kit.newAddress,

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
      if (!pay) return { orderId: await kit.newOrder(buyer, g), paymentId: 0 };
      return kit.paidOrder(buyer, g);
    },
  };
}

export type MallFactories = ReturnType<typeof mallFactories>;
