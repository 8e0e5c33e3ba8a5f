import type { FastifyInstance } from 'fastify';
import { mall, merchant, user } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { MerchantServices } from './services.ts';

/** The shop calls; the shop-side order calls live with the orders (mall module). */
export function registerMerchantRoutes(app: FastifyInstance, s: MerchantServices): void {
  route(app, mall.mchList, async ({ query }) => s.shops.list(query.cursor, query.limit));
  route(app, mall.mchDetail, async ({ query }) => s.shops.detail(query.id));
  route(app, mall.myShops, async ({ userId }) => ({ list: await s.shops.myShops(userId!) }));
  route(app, user.mchInfo, async ({ userId }) => s.shops.mchInfo(userId!));

  // ---------- the owner's desk ----------
  route(app, merchant.mchIndex, async ({ query, userId }) => s.desk.index(userId!, query.mch_id));
  route(app, merchant.mchSetting, async ({ query, userId }) => s.desk.setting(userId!, query.mch_id));
  route(app, merchant.mchSettingSave, async ({ body, userId }) => s.desk.save(userId!, body));
  route(app, merchant.mchQrCode, async ({ query, userId, req }) =>
    s.desk.qrCode(userId!, query.mch_id, `${req.protocol}://${req.host}`),
  );

  // ---------- the shop's staff ----------
  route(app, merchant.memberList, async ({ query, userId }) => s.staff.list(userId!, query.mch_id));
  route(app, merchant.memberAdd, async ({ body, userId }) => s.staff.add(userId!, body));
  route(app, merchant.memberRole, async ({ body, userId }) => s.staff.setRole(userId!, body));
  route(app, merchant.memberRemove, async ({ body, userId }) => s.staff.remove(userId!, body));

  // ---------- the shop's goods ----------
  route(app, merchant.goodsList, async ({ query, userId }) => s.goods.list(userId!, query));
  route(app, merchant.goodsDetail, async ({ query, userId }) => s.goods.detail(userId!, query));
  route(app, merchant.goodsEdit, async ({ body, userId }) => s.goods.edit(userId!, body));
  route(app, merchant.goodsStatus, async ({ body, userId }) => s.goods.setStatus(userId!, body));

  // ---------- the shop account ----------
  route(app, merchant.accountLog, async ({ query, userId }) => s.account.log(userId!, query));
  route(app, merchant.cashSubmit, async ({ body, userId }) => s.account.submit(userId!, body));
  route(app, merchant.cashLog, async ({ query, userId }) => s.account.cashLog(userId!, query));

  // ---------- opening a shop ----------
  route(app, merchant.mchApply, async ({ body, userId }) => s.applications.apply(userId!, body));
  route(app, merchant.mchApplyInfo, async ({ userId }) => s.applications.info(userId!));

  // ---------- operators ----------
  route(app, merchant.adminFeeSetting, async ({ userId }) => s.fees.view(userId!));
  route(app, merchant.adminFeeSettingSave, async ({ body, userId }) => s.fees.save(userId!, body));
  route(app, merchant.adminShopFee, async ({ body, userId }) => s.fees.setShop(userId!, body));
  route(app, merchant.adminApplyList, async ({ query, userId }) => s.applications.list(userId!, query));
  route(app, merchant.adminApplyReview, async ({ body, userId }) => s.applications.review(userId!, body));
  route(app, merchant.adminCashList, async ({ query, userId }) => s.account.queue(userId!, query));
  route(app, merchant.adminCashApprove, async ({ body, userId }) =>
    s.account.approve(userId!, body.id, body.reference),
  );
  route(app, merchant.adminCashRefuse, async ({ body, userId }) =>
    s.account.release(userId!, body.id, 'refused', body.reason),
  );
  route(app, merchant.adminCashFail, async ({ body, userId }) =>
    s.account.release(userId!, body.id, 'failed', body.reason),
  );
}
