import type { FastifyInstance } from 'fastify';
import { mall } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { MerchantService } from './service.ts';

/** The shop calls of this issue; the shop-side order calls live with the orders (mall module). */
export function registerMerchantRoutes(app: FastifyInstance, s: MerchantService): void {
  route(app, mall.mchList, async ({ query }) => s.list(query.cursor, query.limit));
  route(app, mall.mchDetail, async ({ query }) => s.detail(query.id));
  route(app, mall.myShops, async ({ userId }) => ({ list: await s.myShops(userId) }));
}
