// CONTRACT COMPLETE
// Contracts of the mall: goods, cart, orders, payments, after-sale, reviews, verification,
// and the minimal merchant calls the order flow needs.
import { z } from 'zod';
import { CursorQuery, Id, Money, Nothing, Numeric, UploadedUrl, cursorPage, endpoint } from './common.ts';
import { Address } from './user.ts';

const TAG = 'mall';
const MCH_TAG = 'merchant';

// ---------------------------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------------------------

export const GOODS_TYPES = ['goods', 'activity', 'course', 'music'] as const;
export const GoodsType = z.enum(GOODS_TYPES);
/** What an order line may be: any goods type, or a points recharge (the platform's own goods). */
export const LINE_TYPES = [...GOODS_TYPES, 'integral'] as const;
export const LineType = z.enum(LINE_TYPES);
/** `express` ships to an address; `verify` is collected or used in person with a code. */
export const DELIVERY_MODES = ['express', 'verify'] as const;
export const DeliveryMode = z.enum(DELIVERY_MODES);
export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'new'] as const;

const Flag = z.union([z.literal(0), z.literal(1)]);
/** A comma-separated id list in a query string ("3,4,5") or repeated ids; at most 20. */
export const IdList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(Id).min(1).max(20),
);

export const ShopCard = z.object({
  /** 0 is the platform's own shop. */
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
});
export type ShopCard = z.infer<typeof ShopCard>;

export const GoodsCard = z.object({
  id: z.number().int(),
  type: GoodsType,
  name: z.string(),
  cover: z.string(),
  price: Money,
  original_price: Money,
  sales: z.number().int(),
  /** Total stock over all SKUs. */
  stock: z.number().int(),
  delivery: DeliveryMode,
  mch: ShopCard,
});
export type GoodsCard = z.infer<typeof GoodsCard>;

export const Sku = z.object({
  id: z.number().int(),
  /** One value per entry of the goods' `specs`, in order, e.g. ["Black", "42"]. */
  spec_values: z.array(z.string()),
  /** The values joined for display: "Black / 42". */
  spec_text: z.string(),
  price: Money,
  original_price: Money,
  stock: z.number().int(),
  pic: z.string(),
});
export type Sku = z.infer<typeof Sku>;

export const ReviewUser = z.object({
  /** null when the review is anonymous. */
  id: z.number().int().nullable(),
  nickname: z.string(),
  avatar: z.string(),
});

export const GoodsComment = z.object({
  id: z.number().int(),
  score: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  is_anonymous: Flag,
  user: ReviewUser,
  spec_text: z.string(),
  created_at: z.string(),
});
export type GoodsComment = z.infer<typeof GoodsComment>;

export const ReviewSummary = z.object({
  count: z.number().int(),
  good: z.number().int(),
  medium: z.number().int(),
  bad: z.number().int(),
  with_image: z.number().int(),
  /** Share of good reviews (score 4-5) as a whole percentage; 100 when there are none. */
  good_rate: z.number().int(),
  /** The newest two reviews. */
  latest: z.array(GoodsComment),
});

export const GoodsDetail = GoodsCard.extend({
  cat_id: z.number().int(),
  images: z.array(z.string()),
  /** Sanitised rich text (HTML). */
  detail: z.string(),
  /** The spec groups, e.g. [{name: "Colour", values: ["Black","White"]}, {name: "Size", ...}]. */
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(Sku),
  /** On sale (1) or off sale (0); an off-sale item is shown but cannot be bought. */
  status: Flag,
  shipping_fee: Money,
  share_count: z.number().int(),
  collect_count: z.number().int(),
  is_collected: Flag,
  reviews: ReviewSummary,
});
export type GoodsDetail = z.infer<typeof GoodsDetail>;

// ---------------------------------------------------------------------------------------------
// Goods
// ---------------------------------------------------------------------------------------------

export const goodsList = endpoint({
  method: 'GET',
  path: '/api/goods/v2-goods-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Goods on sale, filtered and sorted, cursor-paginated',
  query: CursorQuery.extend({
    type: GoodsType.default('goods'),
    cat_id: Id.optional(),
    /** 0 is the platform's own shop. */
    mch_id: Numeric.pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)).optional(),
    keyword: z.string().trim().max(40).optional(),
    sort: z.enum(GOODS_SORTS).default('default'),
  }),
  data: cursorPage(GoodsCard),
});

export const goodsDetail = endpoint({
  method: 'GET',
  path: '/api/goods/detail',
  auth: 'visitor',
  tag: TAG,
  summary: 'One goods item with SKUs, images, detail, shop, collection state and review summary',
  query: z.object({ id: Id }),
  data: GoodsDetail,
});

export const COMMENT_FILTERS = ['all', 'good', 'medium', 'bad', 'image'] as const;

export const commentsList = endpoint({
  method: 'GET',
  path: '/api/goods/comments-list',
  auth: 'visitor',
  tag: TAG,
  summary: 'Reviews of one goods item (good 4-5, medium 3, bad 1-2, image: with images), newest first',
  query: CursorQuery.extend({ goods_id: Id, filter: z.enum(COMMENT_FILTERS).default('all') }),
  data: cursorPage(GoodsComment).extend({ summary: ReviewSummary.omit({ latest: true }) }),
});

export const increaseShareCount = endpoint({
  method: 'POST',
  path: '/api/goods/increase-share-count',
  auth: 'visitor',
  tag: TAG,
  summary: 'Count one share of a goods item',
  body: z.object({ id: Id }),
  data: z.object({ share_count: z.number().int() }),
});

export const delGoods = endpoint({
  method: 'POST',
  path: '/api/goods/del-goods',
  auth: 'user',
  tag: TAG,
  summary: 'A merchant deletes one of its own goods (owner only); open orders keep their snapshot',
  body: z.object({ id: Id }),
  data: Nothing,
});

export const goodsCollect = endpoint({
  method: 'POST',
  path: '/api/forum/interaction/goods-collect',
  auth: 'user',
  tag: TAG,
  summary: 'Collect (1) or un-collect (0) a goods item; repeating is harmless',
  body: z.object({ goods_id: Id, is_collect: Numeric.pipe(Flag) }),
  data: z.object({ is_collected: Flag, collect_count: z.number().int() }),
});

export const goodsCollectionList = endpoint({
  method: 'GET',
  path: '/api/forum/interaction/goods-collection-list',
  auth: 'user',
  tag: TAG,
  summary: 'My collected goods, most recently collected first (deleted goods are left out)',
  query: CursorQuery.extend({ type: GoodsType.optional() }),
  data: cursorPage(GoodsCard.extend({ status: Flag, collected_at: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------

/** Why a cart line cannot be bought now; null when it can. */
export const CART_INVALID_REASONS = [
  'deleted',
  'off_sale',
  'sku_removed',
  'sold_out',
  'short_stock',
] as const;

export const CartItem = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  num: z.number().int(),
  name: z.string(),
  cover: z.string(),
  spec_text: z.string(),
  /** Today's unit price (the server prices again at submit). */
  price: Money,
  stock: z.number().int(),
  delivery: DeliveryMode,
  mch: ShopCard,
  invalid_reason: z.enum(CART_INVALID_REASONS).nullable(),
});
export type CartItem = z.infer<typeof CartItem>;

export const CART_MAX_LINES = 100;
export const MAX_NUM = 999;

export const cartList = endpoint({
  method: 'GET',
  path: '/api/cart/list',
  auth: 'user',
  tag: TAG,
  summary: 'My cart (at most 100 lines), newest first, with the reason a line can no longer be bought',
  data: z.object({ list: z.array(CartItem), count: z.number().int() }),
});

export const cartEdit = endpoint({
  method: 'POST',
  path: '/api/cart/edit',
  auth: 'user',
  tag: TAG,
  summary: 'Without id: add (merging into the same SKU). With id: set that line (SKU and quantity)',
  body: z.object({
    id: Id.optional(),
    goods_id: Id,
    sku_id: Id,
    num: Numeric.pipe(z.number().int().min(1).max(MAX_NUM)),
  }),
  data: CartItem,
});

export const cartDelete = endpoint({
  method: 'POST',
  path: '/api/cart/delete',
  auth: 'user',
  tag: TAG,
  summary: 'Remove lines from my cart',
  body: z.object({ ids: z.array(Id).min(1).max(CART_MAX_LINES) }),
  data: z.object({ count: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Orders: preview and submit
// ---------------------------------------------------------------------------------------------

export const BuyItem = z.object({
  goods_id: Id,
  sku_id: Id,
  num: Numeric.pipe(z.number().int().min(1).max(MAX_NUM)),
  /**
   * Ticket lines (goods of type activity): the buyer's saved attendees, one per ticket, when the
   * ticket type needs them. Goods without such rules ignore it.
   */
  attendee_ids: z.array(Id).max(50).optional(),
});

/** Buy now (`items`) or check out cart lines (`cart_ids`): exactly one of them. */
const OrderInput = z.object({
  items: z.array(BuyItem).min(1).max(50).optional(),
  cart_ids: z.array(Id).min(1).max(CART_MAX_LINES).optional(),
  /** Required when any item ships by express; defaults to my default address in preview. */
  address_id: Id.optional(),
  use_integral: Numeric.pipe(Flag).default(0),
});

export const PreviewLine = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  cart_id: z.number().int().nullable(),
  name: z.string(),
  cover: z.string(),
  spec_text: z.string(),
  price: Money,
  num: z.number().int(),
  total: Money,
});

export const PreviewGroup = z.object({
  mch: ShopCard,
  delivery: DeliveryMode,
  items: z.array(PreviewLine),
  goods_amount: Money,
  shipping_fee: Money,
  integral_used: z.number().int(),
  integral_deduct: Money,
  pay_amount: Money,
});

export const orderPreview = endpoint({
  method: 'POST',
  path: '/api/order/preview',
  auth: 'user',
  tag: TAG,
  summary: 'Price a cart or a buy-now on the server: one group per shop and delivery mode',
  body: OrderInput,
  data: z.object({
    groups: z.array(PreviewGroup),
    need_address: z.boolean(),
    /** The chosen (or default) address; null when none is needed or I have none. */
    address: Address.nullable(),
    goods_amount: Money,
    shipping_fee: Money,
    integral: z.object({
      /** My points. */
      balance: z.number().int(),
      /** How many points this order may use (at most half of each order's goods amount). */
      usable: z.number().int(),
      /** Points per yuan (100 points = 1.00). */
      per_yuan: z.number().int(),
      used: z.number().int(),
      deduct: Money,
    }),
    pay_amount: Money,
    /** Unpaid orders are cancelled after this many minutes. */
    unpaid_timeout_minutes: z.number().int(),
  }),
});

export const orderSubmit = endpoint({
  method: 'POST',
  path: '/api/order/submit',
  auth: 'user',
  tag: TAG,
  summary:
    "Create the orders (one per shop and delivery mode). Idempotent on the client token; prices are the server's own",
  body: OrderInput.extend({
    /** A random client token per checkout attempt: the same token returns the same orders. */
    token: z.string().trim().min(8).max(64),
    remark: z.string().trim().max(200).optional(),
    /**
     * Bought from a live room: the orders of shops whose goods are pinned in that live carry it
     * (the shop sees it); a live that does not pin the goods is ignored (decision 235).
     */
    live_id: Id.optional(),
  }),
  data: z.object({
    order_ids: z.array(z.number().int()),
    pay_amount: Money,
    /** When unpaid orders are cancelled (ISO time). */
    expires_at: z.string(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export const PAY_TYPES = ['balance', 'sandbox'] as const;
export const PayType = z.enum(PAY_TYPES);
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'closed', 'refunded'] as const;

export const payData = endpoint({
  method: 'POST',
  path: '/api/order/pay-data',
  auth: 'user',
  tag: TAG,
  summary: 'Open one payment attempt for my unpaid orders (several are paid together)',
  body: z.object({ order_ids: z.array(Id).min(1).max(20) }),
  data: z.object({ payment_id: z.number().int(), amount: Money, order_ids: z.array(z.number().int()) }),
});

export const OrderLine = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  type: LineType,
  name: z.string(),
  cover: z.string(),
  spec_text: z.string(),
  price: Money,
  num: z.number().int(),
  total: Money,
  /** This line's share of what was paid (after points), the most an after-sale can refund. */
  pay_amount: Money,
  is_appraised: Flag,
  /** The newest after-sale of this line, if any. */
  after_sale: z.object({ id: z.number().int(), status: z.string() }).nullable(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const listPayData = endpoint({
  method: 'GET',
  path: '/api/order/list-pay-data',
  auth: 'user',
  tag: TAG,
  summary: 'My unpaid orders to be paid together: lines, total and the payment deadline',
  query: z.object({ order_ids: IdList }),
  data: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        order_no: z.string(),
        mch: ShopCard,
        items: z.array(OrderLine),
        pay_amount: Money,
      }),
    ),
    amount: Money,
    /** The earliest deadline of these orders (ISO time). */
    expires_at: z.string(),
  }),
});

export const getPayments = endpoint({
  method: 'GET',
  path: '/api/payment/get-payments',
  auth: 'user',
  tag: TAG,
  summary: 'The payment methods for one payment attempt and my balance',
  query: z.object({ payment_id: Id }),
  data: z.object({
    payment_id: z.number().int(),
    amount: Money,
    status: z.enum(PAYMENT_STATUSES),
    expires_at: z.string(),
    balance: Money,
    methods: z.array(
      z.object({
        pay_type: PayType,
        enabled: z.boolean(),
        /** Why a method cannot be used now, e.g. "insufficient_balance". */
        disabled_reason: z.string().nullable(),
      }),
    ),
  }),
});

export const paymentPayData = endpoint({
  method: 'GET',
  path: '/api/payment/pay-data',
  auth: 'user',
  tag: TAG,
  summary: 'Start paying through a gateway: the sandbox answers with its hosted cashier URL',
  query: z.object({ payment_id: Id, pay_type: z.literal('sandbox') }),
  data: z.object({ pay_type: z.literal('sandbox'), cashier_url: z.string() }),
});

export const payBuyBalance = endpoint({
  method: 'GET',
  path: '/api/payment/pay-buy-balance',
  auth: 'user',
  tag: TAG,
  summary: 'Pay a payment attempt from my balance (charged at most once); answers Cache-Control: no-store',
  query: z.object({ payment_id: Id }),
  data: z.object({
    payment_id: z.number().int(),
    status: z.literal('paid'),
    order_ids: z.array(z.number().int()),
    balance: Money,
  }),
});

export const paymentStatus = endpoint({
  method: 'GET',
  path: '/api/payment/status',
  auth: 'user',
  tag: TAG,
  summary: 'The state of one of my payment attempts (pay-success polls it after the cashier)',
  query: z.object({ payment_id: Id }),
  data: z.object({
    payment_id: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    pay_type: PayType.nullable(),
    amount: Money,
    order_ids: z.array(z.number().int()),
    paid_at: z.string().nullable(),
  }),
});

/**
 * The sandbox gateway's asynchronous notify, posted by the gateway (no access token). `sign` is
 * HMAC-SHA256 (hex) over `payment_id|provider_txn_id|amount|status|timestamp` with the gateway key.
 */
export const sandboxNotify = endpoint({
  method: 'POST',
  path: '/api/payment/notify/sandbox',
  auth: 'visitor',
  tag: TAG,
  summary: 'Sandbox gateway callback: verified (signature, amount) and recorded once',
  body: z.object({
    payment_id: Id,
    provider_txn_id: z.string().min(1).max(64),
    amount: Money,
    status: z.enum(['paid', 'failed']),
    timestamp: Numeric.pipe(z.number().int().positive()),
    sign: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  data: z.object({ received: z.literal(true) }),
});

/** The sandbox cashier is a server-rendered HTML page, not a JSON call. */
export const SANDBOX_CASHIER_PATH = '/sandbox/cashier';

// ---------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------

/**
 * unpaid -> paid -> shipped -> received -> completed (the after-sale window closed); a verify-mode
 * order goes paid -> received when a clerk verifies it. Side states: cancelled, refunded.
 */
export const ORDER_STATUSES = [
  'unpaid',
  'paid',
  'shipped',
  'received',
  'completed',
  'cancelled',
  'refunded',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export const ORDER_TABS = ['all', 'unpaid', 'to_ship', 'shipped', 'to_review', 'after_sale'] as const;

/** none | pending (a buyer asked to cancel a paid order) | agreed | refused. */
export const CancelApplyStatus = z.enum(['none', 'pending', 'agreed', 'refused']);

export const OrderActions = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  cancel_apply: z.boolean(),
  confirm: z.boolean(),
  appraise: z.boolean(),
  after_sale: z.boolean(),
  delete: z.boolean(),
  clerk_qr: z.boolean(),
});

export const OrderCard = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: OrderStatus,
  delivery: DeliveryMode,
  mch: ShopCard,
  items: z.array(OrderLine),
  goods_amount: Money,
  shipping_fee: Money,
  integral_used: z.number().int(),
  integral_deduct: Money,
  pay_amount: Money,
  refund_amount: Money,
  cancel_apply_status: CancelApplyStatus,
  has_open_after_sale: z.boolean(),
  created_at: z.string(),
  /** Unpaid orders: when they are cancelled automatically (ISO time); else null. */
  expires_at: z.string().nullable(),
  actions: OrderActions,
});
export type OrderCard = z.infer<typeof OrderCard>;

export const ORDER_ACTORS = ['buyer', 'merchant', 'clerk', 'system', 'platform'] as const;

export const OrderEvent = z.object({
  /** The state entered (or an event such as "cancel_apply", "refund"). */
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  actor: z.enum(ORDER_ACTORS),
  actor_name: z.string(),
  note: z.string(),
  created_at: z.string(),
});

export const OrderDetail = OrderCard.extend({
  remark: z.string(),
  address: z.object({ name: z.string(), mobile: z.string(), full_address: z.string() }).nullable(),
  pay_type: PayType.nullable(),
  paid_at: z.string().nullable(),
  express: z
    .object({ company: z.string(), company_name: z.string(), no: z.string(), shipped_at: z.string() })
    .nullable(),
  verified_at: z.string().nullable(),
  received_at: z.string().nullable(),
  /** Shipped orders are confirmed automatically at this time. */
  auto_confirm_at: z.string().nullable(),
  /** After-sales may be opened until this time (received orders). */
  after_sale_deadline: z.string().nullable(),
  cancel_apply: z
    .object({ cause: z.string(), status: CancelApplyStatus, reply: z.string(), created_at: z.string() })
    .nullable(),
  timeline: z.array(OrderEvent),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const orderList = endpoint({
  method: 'GET',
  path: '/api/order/list',
  auth: 'user',
  tag: TAG,
  summary: 'My orders by tab, newest first',
  query: CursorQuery.extend({ status: z.enum(ORDER_TABS).default('all') }),
  data: cursorPage(OrderCard),
});

export const orderCounts = endpoint({
  method: 'GET',
  path: '/api/order/status-count',
  auth: 'user',
  tag: TAG,
  summary: "Badges for mine's order shortcuts: how many of my orders are in each tab",
  data: z.object({
    unpaid: z.number().int(),
    to_ship: z.number().int(),
    shipped: z.number().int(),
    to_review: z.number().int(),
    after_sale: z.number().int(),
  }),
});

export const orderDetail = endpoint({
  method: 'GET',
  path: '/api/order/detail',
  auth: 'user',
  tag: TAG,
  summary: 'One of my orders with its address, express, deadline and timeline',
  query: z.object({ id: Id }),
  data: OrderDetail,
});

export const OrderState = z.object({ id: z.number().int(), status: OrderStatus });

export const orderCancel = endpoint({
  method: 'POST',
  path: '/api/order/cancel',
  auth: 'user',
  tag: TAG,
  summary: 'Cancel one of my unpaid orders; its stock and points return',
  body: z.object({ id: Id, cause_id: Id.optional() }),
  data: OrderState,
});

export const cancelCauseList = endpoint({
  method: 'GET',
  path: '/api/order/cancel-cause-list',
  auth: 'user',
  tag: TAG,
  summary: 'Reasons a buyer may give for cancelling (in the request language)',
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const cancelApply = endpoint({
  method: 'POST',
  path: '/api/order/cancel-apply',
  auth: 'user',
  tag: TAG,
  summary: 'Ask the merchant to cancel and refund a paid order that has not shipped',
  body: z.object({ id: Id, cause_id: Id, remark: z.string().trim().max(200).optional() }),
  data: OrderState.extend({ cancel_apply_status: CancelApplyStatus }),
});

export const storeCancel = endpoint({
  method: 'POST',
  path: '/api/order/store-cancel',
  auth: 'user',
  tag: TAG,
  summary: 'The merchant (owner) cancels a paid, unshipped order and refunds it in full',
  body: z.object({ id: Id, reason: z.string().trim().min(1).max(200) }),
  data: OrderState,
});

export const orderDelete = endpoint({
  method: 'POST',
  path: '/api/order/delete',
  auth: 'user',
  tag: TAG,
  summary: 'Hide one of my completed, cancelled or refunded orders from my list',
  body: z.object({ id: Id }),
  data: Nothing,
});

export const orderConfirm = endpoint({
  method: 'GET',
  path: '/api/order/confirm',
  auth: 'user',
  tag: TAG,
  summary: 'Confirm receipt of a shipped order; answers Cache-Control: no-store',
  query: z.object({ id: Id }),
  data: OrderState,
});

export const orderAppraise = endpoint({
  method: 'POST',
  path: '/api/order/appraise',
  auth: 'user',
  tag: TAG,
  summary: 'Review the lines of a received or completed order, once per line',
  body: z.object({
    order_id: Id,
    items: z
      .array(
        z.object({
          order_item_id: Id,
          score: Numeric.pipe(z.number().int().min(1).max(5)),
          content: z.string().trim().max(500).default(''),
          images: z.array(UploadedUrl).max(9).default([]),
          is_anonymous: Numeric.pipe(Flag).default(0),
        }),
      )
      .min(1)
      .max(50),
  }),
  data: z.object({ count: z.number().int() }),
});

export const clerkQrCode = endpoint({
  method: 'GET',
  path: '/api/order/clerk-qr-code',
  auth: 'user',
  tag: TAG,
  summary: 'The verification code and its QR (PNG data URL) of my paid verify-mode order',
  query: z.object({ id: Id }),
  data: z.object({
    code: z.string(),
    /** data:image/png;base64,... */
    qr: z.string(),
    verified_at: z.string().nullable(),
  }),
});

export const orderClerk = endpoint({
  method: 'GET',
  path: '/api/order/order-clerk',
  auth: 'user',
  tag: TAG,
  summary:
    "A clerk or owner of the order's shop verifies a code, exactly once; answers Cache-Control: no-store",
  query: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{12}$/, '12 digits'),
  }),
  data: z.object({ order: OrderCard, verified_at: z.string() }),
});

export const mchProductSalesRecord = endpoint({
  method: 'GET',
  path: '/api/order/mch-product-sales-record',
  auth: 'user',
  tag: TAG,
  summary: 'Paid sales of one goods item of my shop (owner or clerk), newest first',
  query: CursorQuery.extend({ goods_id: Id }),
  data: cursorPage(
    z.object({
      order_id: z.number().int(),
      order_no: z.string(),
      buyer: z.object({ nickname: z.string(), avatar: z.string() }),
      spec_text: z.string(),
      num: z.number().int(),
      total: Money,
      status: OrderStatus,
      created_at: z.string(),
    }),
  ).extend({ goods: z.object({ id: z.number().int(), name: z.string(), sales: z.number().int() }) }),
});

// ---------------------------------------------------------------------------------------------
// After-sale
// ---------------------------------------------------------------------------------------------

/** `refund`: money only; `return_refund`: the buyer sends the goods back first. */
export const AFTER_SALE_TYPES = ['refund', 'return_refund'] as const;
export const AfterSaleType = z.enum(AFTER_SALE_TYPES);
/**
 * pending (waiting for the merchant) -> refused | to_return (return_refund agreed) -> returned
 * (buyer shipped back) -> refunded; refund agreed -> refunded; the buyer may withdraw (cancelled).
 */
export const AFTER_SALE_STATUSES = [
  'pending',
  'refused',
  'to_return',
  'returned',
  'refunded',
  'cancelled',
] as const;
export const AfterSaleStatus = z.enum(AFTER_SALE_STATUSES);

export const AfterSaleRecord = z.object({
  id: z.number().int(),
  actor: z.enum(ORDER_ACTORS),
  /** apply | agree | refuse | ship_back | receive | refund | cancel */
  action: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  express_company: z.string(),
  express_no: z.string(),
  created_at: z.string(),
});

export const AfterSaleCard = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  order_item: OrderLine,
  mch: ShopCard,
  type: AfterSaleType,
  status: AfterSaleStatus,
  refund_amount: Money,
  reason: z.string(),
  created_at: z.string(),
});

export const AfterSaleDetail = AfterSaleCard.extend({
  content: z.string(),
  images: z.array(z.string()),
  /** Where the buyer sends a return (filled when agreed). */
  return_address: z.string(),
  refunded_at: z.string().nullable(),
  records: z.array(AfterSaleRecord),
});
export type AfterSaleDetail = z.infer<typeof AfterSaleDetail>;

export const afterSaleReasons = endpoint({
  method: 'GET',
  path: '/api/order/after-sale/reason-list',
  auth: 'user',
  tag: TAG,
  summary: 'Reasons a buyer may give for an after-sale (in the request language)',
  data: z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
});

export const afterSaleApply = endpoint({
  method: 'POST',
  path: '/api/order/after-sale/apply',
  auth: 'user',
  tag: TAG,
  summary:
    'Open an after-sale for one line of my paid, shipped or received order (not after the window closes)',
  body: z.object({
    order_item_id: Id,
    type: AfterSaleType,
    reason_id: Id,
    content: z.string().trim().max(500).default(''),
    images: z.array(UploadedUrl).max(9).default([]),
  }),
  data: AfterSaleDetail,
});

export const afterSaleList = endpoint({
  method: 'GET',
  path: '/api/order/after-sale/list',
  auth: 'user',
  tag: TAG,
  summary: 'My after-sales, newest first',
  query: CursorQuery,
  data: cursorPage(AfterSaleCard),
});

export const afterSaleDetail = endpoint({
  method: 'GET',
  path: '/api/order/after-sale/detail',
  auth: 'user',
  tag: TAG,
  summary: 'One after-sale with its negotiation record (the buyer or the shop)',
  query: z.object({ id: Id }),
  data: AfterSaleDetail,
});

export const afterSaleShipBack = endpoint({
  method: 'POST',
  path: '/api/order/after-sale/ship-back',
  auth: 'user',
  tag: TAG,
  summary: 'The buyer sends a return back with the express company and number',
  body: z.object({
    id: Id,
    express_company: z.string().trim().min(1).max(20),
    express_no: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,32}$/, '6-32 letters or digits'),
  }),
  data: AfterSaleDetail,
});

export const afterSaleCancel = endpoint({
  method: 'POST',
  path: '/api/order/after-sale/cancel',
  auth: 'user',
  tag: TAG,
  summary: 'The buyer withdraws an after-sale before it is refunded',
  body: z.object({ id: Id }),
  data: AfterSaleDetail,
});

// ---------------------------------------------------------------------------------------------
// Merchant (minimal: the order flow's side of the shop)
// ---------------------------------------------------------------------------------------------

/** Express companies the shop may choose from when shipping (code -> display name). */
export const EXPRESS_COMPANIES = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'STO', name: '申通快递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'JD', name: '京东物流' },
  { code: 'EMS', name: 'EMS' },
] as const;
export const ExpressCode = z.enum(['SF', 'ZTO', 'YTO', 'STO', 'YD', 'JD', 'EMS']);

export const ShopDetail = ShopCard.extend({
  intro: z.string(),
  goods_count: z.number().int(),
  sales: z.number().int(),
  /** 1 open, 0 closed. */
  status: Flag,
});

export const mchList = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/mch/list',
  auth: 'visitor',
  tag: MCH_TAG,
  summary: 'Open shops for the home page, best-selling first',
  query: CursorQuery,
  data: cursorPage(ShopDetail.extend({ goods: z.array(GoodsCard) })),
});

export const mchDetail = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/mch/detail',
  auth: 'visitor',
  tag: MCH_TAG,
  summary: 'One shop (its goods come from goods list with mch_id)',
  query: z.object({ id: Id }),
  data: ShopDetail,
});

/**
 * Roles on a shop's staff (decision 223): the owner may do everything; verify only verifies codes
 * and checks tickets in; orders also handles the shop's orders (ship, cancel requests, after-sales);
 * manager everything but money (the account, withdrawals) and the staff.
 */
export const CLERK_ROLES = ['verify', 'orders', 'manager'] as const;
export const SHOP_STAFF_ROLES = ['owner', ...CLERK_ROLES] as const;

export const myShops = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/mch/mine',
  auth: 'user',
  tag: MCH_TAG,
  summary: 'The shops I own or clerk for (order-check shows itself to these users)',
  data: z.object({
    list: z.array(
      ShopCard.extend({
        role: z.enum(['owner', 'clerk']),
        /** What the user may do there: the owner everything, a clerk by their role. */
        staff_role: z.enum(SHOP_STAFF_ROLES),
      }),
    ),
  }),
});

export const MCH_ORDER_TABS = [
  'all',
  'to_ship',
  'to_verify',
  'shipped',
  'cancel_apply',
  'after_sale',
  'completed',
] as const;

export const MchOrder = OrderDetail.extend({
  buyer: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
  /** The live the order was bought from (its pinned goods), null when none. */
  live: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});

export const mchOrderIndex = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/order/index',
  auth: 'user',
  tag: MCH_TAG,
  summary: "My shop's orders by tab, newest first (owner or clerk)",
  query: CursorQuery.extend({
    mch_id: Id,
    status: z.enum(MCH_ORDER_TABS).default('all'),
    /** Only the orders bought from this live. */
    live_id: Id.optional(),
  }),
  data: cursorPage(MchOrder),
});

export const mchOrderDetail = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/order/detail',
  auth: 'user',
  tag: MCH_TAG,
  summary: 'One order of my shop (owner or clerk)',
  query: z.object({ id: Id }),
  data: MchOrder,
});

export const mchExpressList = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/order/express-list',
  auth: 'user',
  tag: MCH_TAG,
  summary: 'Express companies to ship with',
  data: z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const mchOrderSend = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/order/send',
  auth: 'user',
  tag: MCH_TAG,
  summary: 'Ship a paid express order of my shop (owner only) with the express company and number',
  body: z.object({
    id: Id,
    express_company: ExpressCode,
    express_no: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,32}$/, '6-32 letters or digits'),
  }),
  data: OrderState,
});

export const mchCancelApplyHandle = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/order/cancel-apply-handle',
  auth: 'user',
  tag: MCH_TAG,
  summary: "Agree (cancel and refund in full) or refuse a buyer's cancel request (owner only)",
  body: z.object({
    id: Id,
    agree: z.boolean(),
    reason: z.string().trim().max(200).default(''),
  }),
  data: OrderState.extend({ cancel_apply_status: CancelApplyStatus }),
});

export const MCH_AFTER_SALE_TABS = ['all', 'pending', 'to_return', 'returned', 'done'] as const;

export const MchAfterSale = AfterSaleDetail.extend({
  buyer: z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() }),
});

export const mchAfterSaleList = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/after-sale/list',
  auth: 'user',
  tag: MCH_TAG,
  summary: "My shop's after-sales by state, newest first (owner or clerk)",
  query: CursorQuery.extend({ mch_id: Id, status: z.enum(MCH_AFTER_SALE_TABS).default('all') }),
  data: cursorPage(MchAfterSale),
});

export const mchAfterSaleDetail = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/after-sale/detail',
  auth: 'user',
  tag: MCH_TAG,
  summary: 'One after-sale of my shop with its negotiation record',
  query: z.object({ id: Id }),
  data: MchAfterSale,
});

export const mchAfterSaleHandle = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/after-sale/handle',
  auth: 'user',
  tag: MCH_TAG,
  summary:
    'Agree or refuse a pending after-sale (owner only): agreeing a refund pays it back at once; agreeing a return asks the buyer to ship it',
  body: z.object({
    id: Id,
    agree: z.boolean(),
    reason: z.string().trim().max(200).default(''),
    /** For an agreed return: where to send it (defaults to the shop's address). */
    return_address: z.string().trim().max(200).optional(),
  }),
  data: MchAfterSale,
});

export const mchAfterSaleReceive = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/after-sale/receive',
  auth: 'user',
  tag: MCH_TAG,
  summary: 'Confirm the returned goods arrived (owner only); the refund is paid at once',
  body: z.object({ id: Id }),
  data: MchAfterSale,
});

// ---------------------------------------------------------------------------------------------
// Payment settings (operators)
// ---------------------------------------------------------------------------------------------

export const PaymentSetting = z.object({
  /** The ways of paying offered now. */
  methods: z.array(PayType),
  /** The ways of paying this installation has (its configuration): what may be switched on. */
  available: z.array(PayType),
  /** Minutes an unpaid order waits before it closes, in force. */
  unpaid_minutes: z.number().int(),
  /** The configured minutes a cleared setting returns to. */
  default_unpaid_minutes: z.number().int(),
});

export const adminPaymentSetting = endpoint({
  method: 'GET',
  path: '/api/admin/mall/payment-setting',
  auth: 'user',
  tag: TAG,
  summary: 'Editors: the ways of paying offered and the minutes an unpaid order waits',
  data: PaymentSetting,
});

export const adminPaymentSettingSave = endpoint({
  method: 'POST',
  path: '/api/admin/mall/payment-setting',
  auth: 'user',
  tag: TAG,
  summary:
    'Editors: choose the ways of paying offered (at least one of those available) and the minutes an unpaid order waits (null: the configured default); applies to the next cashier and the next order, logged',
  body: z.object({
    methods: z
      .array(PayType)
      .min(1, 'at least one way of paying')
      .refine((m) => new Set(m).size === m.length, 'repeated'),
    unpaid_minutes: Numeric.pipe(z.number().int().min(1).max(1440)).nullable(),
  }),
  data: PaymentSetting,
});
