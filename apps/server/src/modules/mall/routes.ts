import type { FastifyInstance, FastifyReply } from 'fastify';
import { mall } from '@dance/contracts';
import { route } from '../../platform/http.ts';
import type { MallServices } from './services.ts';
import { AFTER_SALE_REASONS, CANCEL_CAUSES, causeList, expressCompanies, withExpressName } from './causes.ts';

/** GET calls of the spec that change state must never be cached by a browser or a proxy. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerMallRoutes(app: FastifyInstance, s: MallServices): void {
  // ---------- goods ----------
  route(app, mall.goodsList, async ({ query }) => s.catalog.list(query));
  route(app, mall.goodsDetail, async ({ query, userId }) => s.catalog.detail(userId, query.id));
  route(app, mall.commentsList, async ({ query }) => s.catalog.comments(query));
  route(app, mall.increaseShareCount, async ({ body, userId }) => s.catalog.share(userId, body.id), {
    rateLimit: 60,
  });
  route(app, mall.delGoods, async ({ body, userId }) => s.catalog.remove(userId, body.id));
  route(app, mall.goodsCollect, async ({ body, userId }) =>
    s.catalog.collect(userId, body.goods_id, body.is_collect === 1),
  );
  route(app, mall.goodsCollectionList, async ({ query, userId }) => s.catalog.collections(userId, query));

  // ---------- cart ----------
  route(app, mall.cartList, async ({ userId }) => s.cart.list(userId));
  route(app, mall.cartEdit, async ({ body, userId }) => s.cart.edit(userId, body));
  route(app, mall.cartDelete, async ({ body, userId }) => s.cart.remove(userId, body.ids));

  // ---------- checkout and payment ----------
  route(app, mall.orderPreview, async ({ body, userId }) => s.checkout.preview(userId, body));
  route(app, mall.orderSubmit, async ({ body, userId }) => s.checkout.submit(userId, body));
  route(app, mall.payData, async ({ body, userId }) => s.payments.open(userId, body.order_ids));
  route(app, mall.listPayData, async ({ query, userId }) => s.payments.listPayData(userId, query.order_ids));
  route(app, mall.getPayments, async ({ query, userId }) => s.payments.methods(userId, query.payment_id));
  route(app, mall.paymentPayData, async ({ query, userId }) => {
    const p = await s.payments.payable(userId, query.payment_id);
    return { pay_type: 'sandbox' as const, cashier_url: s.gateway.cashierUrl(p) };
  });
  route(app, mall.adminPaymentSetting, async ({ userId }) => s.paymentSettings.view(userId!));
  route(app, mall.adminPaymentSettingSave, async ({ body, userId }) => s.paymentSettings.save(userId!, body));
  route(app, mall.payBuyBalance, async ({ query, userId, reply }) => {
    noStore(reply);
    return s.payments.payWithBalance(userId, query.payment_id);
  });
  route(app, mall.paymentStatus, async ({ query, userId }) => s.payments.status(userId, query.payment_id));
  route(app, mall.sandboxNotify, async ({ body }) => s.payments.notify(body), {
    noAccessToken: true,
    noGlobalLimit: true,
  });

  // ---------- orders ----------
  route(app, mall.orderList, async ({ query, userId }) => s.orders.list(userId, query));
  route(app, mall.orderCounts, async ({ userId }) => s.orders.counts(userId));
  route(app, mall.orderDetail, async ({ query, userId, lang }) =>
    withExpressName(await s.orders.detail(userId, query.id), lang),
  );
  route(app, mall.orderCancel, async ({ body, userId, lang }) =>
    s.orders.cancel(userId, body.id, body.cause_id, lang),
  );
  route(app, mall.cancelCauseList, async ({ lang }) => causeList(CANCEL_CAUSES, lang));
  route(app, mall.cancelApply, async ({ body, userId, lang }) =>
    s.orders.cancelApply(userId, body.id, body.cause_id, body.remark, lang),
  );
  route(app, mall.storeCancel, async ({ body, userId }) =>
    s.orders.storeCancel(userId, body.id, body.reason),
  );
  route(app, mall.orderDelete, async ({ body, userId }) => s.orders.remove(userId, body.id));
  route(app, mall.orderConfirm, async ({ query, userId, reply }) => {
    noStore(reply);
    return s.orders.confirm(userId, query.id);
  });
  route(app, mall.orderAppraise, async ({ body, userId }) => s.orders.appraise(userId, body));
  route(app, mall.clerkQrCode, async ({ query, userId }) => s.orders.clerkQr(userId, query.id));
  route(app, mall.orderClerk, async ({ query, userId, reply }) => {
    noStore(reply);
    return s.orders.verify(userId, query.code);
  });
  route(app, mall.mchProductSalesRecord, async ({ query, userId }) => s.orders.salesRecord(userId, query));

  // ---------- after-sale ----------
  route(app, mall.afterSaleReasons, async ({ lang }) => causeList(AFTER_SALE_REASONS, lang));
  route(app, mall.afterSaleApply, async ({ body, userId, lang }) => s.afterSales.apply(userId, body, lang));
  route(app, mall.afterSaleList, async ({ query, userId }) => s.afterSales.list(userId, query));
  route(app, mall.afterSaleDetail, async ({ query, userId }) => s.afterSales.detail(userId, query.id));
  route(app, mall.afterSaleShipBack, async ({ body, userId }) => s.afterSales.shipBack(userId, body));
  route(app, mall.afterSaleCancel, async ({ body, userId }) => s.afterSales.cancel(userId, body.id));

  // ---------- the shop's side of orders (/plugin/mch/api) ----------
  route(app, mall.mchOrderIndex, async ({ query, userId, lang }) => {
    const page = await s.orders.mchList(userId, query);
    return { ...page, list: page.list.map((o) => withExpressName(o, lang)) };
  });
  route(app, mall.mchOrderDetail, async ({ query, userId, lang }) =>
    withExpressName(await s.orders.mchDetail(userId, query.id), lang),
  );
  route(app, mall.mchExpressList, async ({ lang }) => expressCompanies(lang));
  route(app, mall.mchOrderSend, async ({ body, userId }) => s.orders.ship(userId, body));
  route(app, mall.mchCancelApplyHandle, async ({ body, userId }) => s.orders.handleCancelApply(userId, body));
  route(app, mall.mchAfterSaleList, async ({ query, userId }) => s.afterSales.mchList(userId, query));
  route(app, mall.mchAfterSaleDetail, async ({ query, userId }) => s.afterSales.mchDetail(userId, query.id));
  route(app, mall.mchAfterSaleHandle, async ({ body, userId }) => s.afterSales.handle(userId, body));
  route(app, mall.mchAfterSaleReceive, async ({ body, userId }) => s.afterSales.receive(userId, body.id));

  registerCashier(app, s);
}

const CashierQuery = {
  parse(q: unknown): { payment_id: number; exp: number; sign: string; result?: string } | null {
    const o = (q ?? {}) as Record<string, unknown>;
    const id = Number(o.payment_id);
    const exp = Number(o.exp);
    const sign = typeof o.sign === 'string' ? o.sign : '';
    if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(exp) || !/^[0-9a-f]{64}$/.test(sign))
      return null;
    return { payment_id: id, exp, sign, result: typeof o.result === 'string' ? o.result : undefined };
  },
};

/** The sandbox gateway's hosted cashier: plain server-rendered HTML with a Pay and a Fail button. */
function registerCashier(app: FastifyInstance, s: MallServices): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const html = (reply: FastifyReply, status: number, text: string) =>
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(text);

    scope.get(mall.SANDBOX_CASHIER_PATH, { schema: { hide: true } }, async (req, reply) => {
      const q = CashierQuery.parse(req.query);
      const p = q ? await s.payments.cashierPayment(q.payment_id) : undefined;
      if (!q || !s.gateway.validLink(p, q.exp, q.sign))
        return html(reply, 400, s.gateway.invalidPage(req.lang));
      return html(
        reply,
        200,
        s.gateway.cashierPage(req.lang, p, await s.payments.isPayable(p), q.exp, q.sign),
      );
    });

    scope.post(mall.SANDBOX_CASHIER_PATH, { schema: { hide: true } }, async (req, reply) => {
      const q = CashierQuery.parse(req.body);
      const p = q ? await s.payments.cashierPayment(q.payment_id) : undefined;
      if (!q || !s.gateway.validLink(p, q.exp, q.sign) || (q.result !== 'paid' && q.result !== 'failed'))
        return html(reply, 400, s.gateway.invalidPage(req.lang));
      // Nothing is charged for an attempt that is paid, closed or whose orders are gone.
      if (!(await s.payments.isPayable(p))) return html(reply, 409, s.gateway.closedPage(req.lang, p.id));
      return html(reply, 200, await s.gateway.submit(req.lang, p, q.result));
    });
  });
}
