import type { FastifyInstance } from 'fastify';
import { mall, user } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { MerchantService } from './shops.ts';

/** The shop calls; the shop-side order calls live with the orders (mall module). */
export function registerMerchantRoutes(app: FastifyInstance, s: MerchantService): void {
  route(app, mall.mchList, async ({ query }) => s.list(query.cursor, query.limit));
  route(app, mall.mchDetail, async ({ query }) => s.detail(query.id));
  route(app, mall.myShops, async ({ userId }) => ({ list: await s.myShops(userId) }));
  route(app, user.mchInfo, async ({ userId }) => s.mchInfo(userId));
}
