import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { UserDirectory } from '../account/index.ts';
import { MerchantService, PLATFORM_SHOP, type ShopCatalog, type ShopRole } from './shops.ts';
import { ShopsRepo } from './shops.repo.ts';
import { registerMerchantRoutes } from './routes.ts';

export { MerchantService, PLATFORM_SHOP, type ShopCatalog, type ShopRole };

/** Shops (owner, clerks, status) and the permission checks of every shop-side call. */
export function merchantModule(p: Platform, deps: { users: UserDirectory }) {
  const service = new MerchantService(p, new ShopsRepo(), deps.users);
  return { service, routes: (app: FastifyInstance) => registerMerchantRoutes(app, service) };
}
