import { goods, goodsSku, orders as ordersTable } from '../../db/schema/mall.ts';
import type {
  afterSale,
  afterSaleRecord,
  cart,
  goodsComment,
  orderEvent,
  orderItem,
  payment,
  paymentCharge,
  sandboxTxn,
} from '../../db/schema/mall.ts';

/** The mall's rows as the repos answer them, and the column picks more than one repo reads. */
export type GoodsRow = typeof goods.$inferSelect;
export type SkuRow = typeof goodsSku.$inferSelect;
export type CartRow = typeof cart.$inferSelect;
export type OrderRow = typeof ordersTable.$inferSelect;
export type OrderItemRow = typeof orderItem.$inferSelect;
export type OrderEventRow = typeof orderEvent.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect;
export type ChargeRow = typeof paymentCharge.$inferSelect;
export type SandboxTxnRow = typeof sandboxTxn.$inferSelect;
export type AfterSaleRow = typeof afterSale.$inferSelect;
export type AfterSaleRecordRow = typeof afterSaleRecord.$inferSelect;
export type CommentRow = typeof goodsComment.$inferSelect;

export const GOODS_CARD = {
  id: goods.id,
  type: goods.type,
  name: goods.name,
  cover: goods.cover,
  price: goods.price,
  originalPrice: goods.originalPrice,
  sales: goods.sales,
  stock: goods.stock,
  delivery: goods.delivery,
  mchId: goods.mchId,
  status: goods.status,
};
export type GoodsCardRow = { [K in keyof typeof GOODS_CARD]: GoodsRow[K] };

export const GOODS_LITE = {
  id: goods.id,
  type: goods.type,
  name: goods.name,
  cover: goods.cover,
  price: goods.price,
  delivery: goods.delivery,
  shippingFee: goods.shippingFee,
  mchId: goods.mchId,
  status: goods.status,
  deletedAt: goods.deletedAt,
};
export type GoodsLite = { [K in keyof typeof GOODS_LITE]: GoodsRow[K] };

/** What a cart line shows of its goods and SKU (the cart view reads these columns). */
export const CART_GOODS = {
  id: goods.id,
  name: goods.name,
  cover: goods.cover,
  price: goods.price,
  delivery: goods.delivery,
  mchId: goods.mchId,
  status: goods.status,
  deletedAt: goods.deletedAt,
};
export type CartGoods = { [K in keyof typeof CART_GOODS]: GoodsRow[K] };

export const CART_SKU = {
  id: goodsSku.id,
  goodsId: goodsSku.goodsId,
  specText: goodsSku.specText,
  price: goodsSku.price,
  stock: goodsSku.stock,
  pic: goodsSku.pic,
  deletedAt: goodsSku.deletedAt,
};
export type CartSku = { [K in keyof typeof CART_SKU]: SkuRow[K] };

/** An order just paid: its money and lines, as the paying update answered them. */
export interface PaidOrder {
  id: number;
  orderNo: string;
  userId: number;
  mchId: number;
  payAmount: number;
  lines: { itemId: number; goodsId: number; skuId: number; type: string; num: number; payAmount: number }[];
}

export type GoodsSort = 'default' | 'sales' | 'price_asc' | 'price_desc' | 'new';

/** What the order views (cards, details, a shop's list) read of an order: lists select these. */
export const ORDER_VIEW = {
  id: ordersTable.id,
  orderNo: ordersTable.orderNo,
  userId: ordersTable.userId,
  mchId: ordersTable.mchId,
  delivery: ordersTable.delivery,
  status: ordersTable.status,
  goodsAmount: ordersTable.goodsAmount,
  shippingFee: ordersTable.shippingFee,
  integralUsed: ordersTable.integralUsed,
  integralDeduct: ordersTable.integralDeduct,
  payAmount: ordersTable.payAmount,
  refundAmount: ordersTable.refundAmount,
  address: ordersTable.address,
  remark: ordersTable.remark,
  payType: ordersTable.payType,
  paidAt: ordersTable.paidAt,
  expiresAt: ordersTable.expiresAt,
  expressCompany: ordersTable.expressCompany,
  expressNo: ordersTable.expressNo,
  shippedAt: ordersTable.shippedAt,
  verifiedAt: ordersTable.verifiedAt,
  receivedAt: ordersTable.receivedAt,
  cancelApplyStatus: ordersTable.cancelApplyStatus,
  cancelApplyCause: ordersTable.cancelApplyCause,
  cancelApplyReply: ordersTable.cancelApplyReply,
  cancelApplyAt: ordersTable.cancelApplyAt,
  afterSaleOpen: ordersTable.afterSaleOpen,
  unreviewed: ordersTable.unreviewed,
  liveId: ordersTable.liveId,
  createdAt: ordersTable.createdAt,
};
export type OrderView = { [K in keyof typeof ORDER_VIEW]: OrderRow[K] };

/** An order line as the views show it, with the line's latest after-sale (null when none). */
export type OrderLineRow = OrderItemRow & { afterSale: { id: number; status: string } | null };

/** A shop's listed order with its lines and events, read by the same statement. */
export type ShopOrderRow = OrderView & { lines: OrderLineRow[]; events: OrderEventRow[] };
