import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { AddressBook, UserDirectory, Wallet } from '../account/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { PointsService } from '../points/index.ts';
import type { UploadedFiles } from '../content/files.ts';
import { mallRepos } from './repos.ts';
import { CatalogService, type GoodsShareReward } from './catalog.ts';
import { CartService } from './cart.ts';
import { Checkout } from './checkout.ts';
import { OrderFlow } from './flow.ts';
import { OrderService } from './orders.ts';
import { PaymentService, type NotifyBody } from './payments.ts';
import { AfterSaleService } from './after-sales.ts';
import { OrderViews } from './views.ts';
import { SandboxGateway, type NotifyDelivery } from './sandbox.ts';
import {
  ShopGoodsStore,
  type ShopGoodsInput,
  type ShopGoodsRecord,
  type ShopGoodsTab,
} from './shop-goods.ts';
import { hmacHex } from './signature.ts';
import { registerMallRoutes } from './routes.ts';
import type { Fulfiller, LifecycleEvent, OrderLifecycle } from './lifecycle.ts';
import { PaymentSettings } from './payment-settings.ts';
import { LiveLinks, type LiveLink } from './live-links.ts';
import type { MallServices } from './services.ts';
import type { CheckoutReservers, PlacedLine, ReserveLine, Reserver } from './reservers.ts';
import type { RefundLine, RefundPolicy } from './refund-policies.ts';
import { mall } from '@dance/contracts';

export {
  CatalogService,
  type GoodsShareReward,
  OrderService,
  PaymentService,
  SandboxGateway,
  type Fulfiller,
  type LifecycleEvent,
  type OrderLifecycle,
  type MallServices,
  type CheckoutReservers,
  type PlacedLine,
  type ReserveLine,
  type Reserver,
  type RefundLine,
  type RefundPolicy,
  ShopGoodsStore,
  type ShopGoodsInput,
  type ShopGoodsRecord,
  type ShopGoodsTab,
  type LiveLink,
};

/** Every minute: cancel overdue unpaid orders, confirm old shipped ones, complete closed windows. */
export const SWEEP_JOB = 'mall.sweep';
/** A sandbox notify that was not acknowledged at once, delivered again with backoff. */
export const NOTIFY_JOB = 'mall.sandbox-notify';
/** Every minute: ask the gateway about attempts left pending, settle them, close expired ones. */
export const RECONCILE_JOB = 'mall.reconcile-payments';

const SEARCH_TITLES = {
  'zh-Hans': '商品',
  'zh-Hant': '商品',
  en: 'Goods',
  es: 'Productos',
  fr: 'Articles',
} as const;

/** Goods, cart, orders, payments (balance and the sandbox gateway), after-sale, reviews, verification. */
export function mallModule(
  p: Platform,
  deps: {
    users: UserDirectory;
    wallet: Wallet;
    addressBook: AddressBook;
    merchants: MerchantService;
    points: PointsService;
    files: UploadedFiles;
    /** The points rewards of the mall's own actions (a goods share), wired in app.ts. */
    rewards: { shareGoods: GoodsShareReward };
  },
) {
  const { users, wallet, addressBook, merchants, points, files } = deps;
  const repos = mallRepos(p.db);
  const times = {
    autoConfirmDays: p.config.mall.autoConfirmDays,
    afterSaleDays: p.config.mall.afterSaleDays,
  };
  const liveLinks = new LiveLinks();
  const views = new OrderViews(p.db, repos, users, merchants, times, liveLinks);
  const flow = new OrderFlow(repos, wallet, points);
  const cacheMs = p.config.env === 'test' ? 0 : 2000;
  const catalog = new CatalogService(p.db, repos, users, merchants, deps.rewards.shareGoods, cacheMs);
  const gatewayKey = hmacHex(p.secret, 'sandbox-gateway/v1');
  let app: FastifyInstance | null = null;

  // The gateway posts its notify to our own notify route over HTTP when the server listens (as a
  // real gateway would), and through the app itself when it does not (tests with app.inject).
  const deliver = (): NotifyDelivery => async (body: NotifyBody) => {
    if (!app) return false;
    const addr = app.server.address();
    if (addr && typeof addr === 'object') {
      const host = ['0.0.0.0', '::'].includes(addr.address)
        ? '127.0.0.1'
        : addr.family === 'IPv6'
          ? `[${addr.address}]`
          : addr.address;
      const r = await fetch(`http://${host}:${addr.port}${mall.sandboxNotify.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return r.ok && ((await r.json()) as { code: number }).code === 0;
    }
    const r = await app.inject({ method: 'POST', url: mall.sandboxNotify.path, payload: body });
    return r.statusCode === 200 && r.json<{ code: number }>().code === 0;
  };

  const paymentSettings = new PaymentSettings(p, users, cacheMs);
  const services: MallServices = {
    catalog,
    paymentSettings,
    cart: new CartService(p.db, repos, merchants),
    checkout: new Checkout(p.db, repos, addressBook, wallet, merchants, points, paymentSettings, liveLinks),
    orders: new OrderService(p.db, repos, users, merchants, flow, views, files, times),
    payments: new PaymentService(p.db, repos, wallet, flow, views, paymentSettings, gatewayKey),
    afterSales: new AfterSaleService(
      p.db,
      repos,
      merchants,
      flow,
      views,
      files,
      times.afterSaleDays,
      p.journal,
    ),
    gateway: new SandboxGateway(
      gatewayKey,
      deliver,
      p.config.publicUrl,
      p.log,
      {
        record: (t) => repos.payments.insertSandboxTxn(p.db, t),
        of: async (id) =>
          (await repos.payments.sandboxTxns(p.db, id)).map((t) => ({
            provider_txn_id: t.txnId,
            amount: t.amount,
            status: t.status as 'paid' | 'failed',
          })),
      },
      (body) => p.jobs.send(NOTIFY_JOB, body, { startAfterSeconds: 5, singletonKey: body.provider_txn_id }),
    ),
    flow,
    shopGoods: new ShopGoodsStore(p.db, repos),
    liveLinks,
  };

  p.search.register('goods', async (q) => {
    const r = await catalog.search(q.keyword, q.cursor, q.limit);
    return { type: 'goods', title: SEARCH_TITLES[q.lang], list: r.list, next_cursor: r.next_cursor };
  });

  p.jobs.define(SWEEP_JOB, async () => {
    const now = new Date();
    await services.orders.expire(now);
    await services.orders.autoConfirm(now);
    await services.orders.completeDue(now);
  });
  p.jobs.schedule(SWEEP_JOB, '* * * * *');
  p.jobs.define<NotifyBody>(NOTIFY_JOB, (body) => services.gateway.redeliver(body));
  p.jobs.define(RECONCILE_JOB, async () => {
    await services.payments.reconcile((id) => services.gateway.query(id));
  });
  p.jobs.schedule(RECONCILE_JOB, '* * * * *');

  return {
    services,
    routes: (scope: FastifyInstance) => {
      app = scope;
      registerMallRoutes(scope, services);
    },
  };
}
