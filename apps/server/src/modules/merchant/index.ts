import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { TextScreen, UserDirectory, Wallet } from '../account/index.ts';
import type { UploadedFiles } from '../content/index.ts';
import { ShopAccount, type CompletedOrder } from './account.ts';
import { AccountRepo } from './account.repo.ts';
import { ShopApplications } from './apply.ts';
import { ApplyRepo } from './apply.repo.ts';
import { FeeSettings } from './fees.ts';
import { ShopGoods, type GoodsStore } from './goods.ts';
import { ShopDesk, type ShopFigures } from './desk.ts';
import { ManualPayout, type PayoutProvider } from './payout.ts';
import {
  MerchantService,
  PLATFORM_SHOP,
  type ClerkRole,
  type ShopCapability,
  type ShopCatalog,
  type ShopRole,
  type StaffRole,
} from './shops.ts';
import { ShopsRepo } from './shops.repo.ts';
import { ShopStaff } from './staff.ts';
import { registerMerchantRoutes } from './routes.ts';
import type { MerchantServices } from './services.ts';

export type { MerchantServices };

export {
  MerchantService,
  PLATFORM_SHOP,
  type ClerkRole,
  type ShopCapability,
  type ShopCatalog,
  type ShopRole,
  type StaffRole,
};
export { ShopAccount, ShopDesk, type CompletedOrder, type ShopFigures, type PayoutProvider };
export { ShopGoods, type GoodsStore };

/**
 * Shops (owner, clerks, status, settings) and the permission checks of every shop-side call; the
 * shop account (settlement of completed orders, ledger, withdrawals); the owner's dashboard.
 */
export function merchantModule(
  p: Platform,
  deps: {
    users: UserDirectory;
    wallet: Wallet;
    files: UploadedFiles;
    words: TextScreen;
    payout?: PayoutProvider;
  },
) {
  const shopsRepo = new ShopsRepo(p.db);
  const service = new MerchantService(p, shopsRepo, deps.users);
  const fees = new FeeSettings(p, deps.users);
  const account = new ShopAccount(
    p,
    new AccountRepo(),
    service,
    deps.users,
    deps.wallet,
    deps.payout ?? new ManualPayout(),
    fees,
  );
  const desk = new ShopDesk(p, shopsRepo, service, account, deps.files, fees, deps.words);
  const applications = new ShopApplications(
    p,
    new ApplyRepo(),
    shopsRepo,
    deps.users,
    deps.files,
    deps.words,
  );
  const staff = new ShopStaff(p, shopsRepo, service, deps.users);
  const goods = new ShopGoods(service, deps.files, deps.words);
  const services: MerchantServices = { shops: service, account, desk, applications, fees, staff, goods };
  return { service, services, routes: (app: FastifyInstance) => registerMerchantRoutes(app, services) };
}
