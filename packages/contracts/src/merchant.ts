// Contracts of the merchant area's money and dashboard: the shop account ledger (settlements of
// completed orders, fees, withdrawal freezes, releases and payouts), withdrawals and their review by
// operators, the owner's dashboard, the shop's settings and its QR code. The shop list, detail and
// the shop-side order calls stay in mall.ts.
import { z } from 'zod';
import {
  CursorQuery,
  Id,
  Mobile,
  Money,
  Nothing,
  Numeric,
  UploadedUrl,
  cursorPage,
  endpoint,
} from './common.ts';
import { CLERK_ROLES, DeliveryMode, SHOP_STAFF_ROLES, ShopDetail } from './mall.ts';

export { CLERK_ROLES, SHOP_STAFF_ROLES };

const TAG = 'merchant';

export const ACCOUNT_LOG_KINDS = ['credit', 'fee', 'freeze', 'release', 'withdraw'] as const;
export const CASH_TYPES = ['balance', 'wechat', 'alipay', 'bank'] as const;
export const CASH_STATUSES = ['pending', 'paid', 'refused', 'failed'] as const;
export const DELIVERY_MODES = ['express', 'verify', 'virtual'] as const;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const ShopQuery = z.object({ mch_id: Id });

export const AccountLogItem = z.object({
  id: z.number().int(),
  kind: z.enum(ACCOUNT_LOG_KINDS),
  /** Change of the withdrawable balance (negative: out of it). */
  change: Money,
  /** Change of the frozen amount. */
  frozen_change: Money,
  balance_after: Money,
  frozen_after: Money,
  /** order (a settlement and its fee) or cash (a withdrawal). */
  source_type: z.enum(['order', 'cash']),
  source_id: z.number().int(),
  note: z.string(),
  created_at: z.string(),
});

export const accountLog = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/property/account-log',
  auth: 'user',
  tag: TAG,
  summary: "The shop's account ledger, newest first, with the balance after each row (owner only)",
  query: CursorQuery.extend({
    mch_id: Id,
    kind: z.enum(ACCOUNT_LOG_KINDS).optional(),
    /** Days in China time, inclusive. */
    from: Day.optional(),
    to: Day.optional(),
  }),
  data: cursorPage(AccountLogItem).extend({ balance: Money, frozen: Money }),
});

export const CashItem = z.object({
  id: z.number().int(),
  amount: Money,
  fee: Money,
  /** What reaches the account: amount less fee. */
  actual: Money,
  type: z.enum(CASH_TYPES),
  /** name, bank, branch and the masked account id or card number, as entered. */
  account: z.record(z.string(), z.string()),
  status: z.enum(CASH_STATUSES),
  reference: z.string(),
  reason: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});

export const cashSubmit = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/property/cash-submit',
  auth: 'user',
  tag: TAG,
  summary:
    'Request a withdrawal (owner only); the amount is frozen at once; the same client_id answers the same request',
  body: z.object({
    mch_id: Id,
    client_id: z.string().trim().min(8).max(64),
    amount: Money,
    type: z.enum(CASH_TYPES),
    /** wechat / alipay: account name; bank: card holder. */
    name: z.string().trim().min(1).max(40).optional(),
    /** wechat / alipay: the account id. */
    account: z.string().trim().min(3).max(60).optional(),
    bank: z.string().trim().min(2).max(40).optional(),
    branch: z.string().trim().min(2).max(60).optional(),
    /** Digits only (spaces allowed); checked with the Luhn digit; stored masked. */
    card_no: z.string().trim().max(30).optional(),
  }),
  data: CashItem,
});

export const cashLog = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/property/cash-log',
  auth: 'user',
  tag: TAG,
  summary: "The shop's withdrawals, newest first (owner only)",
  query: CursorQuery.extend({ mch_id: Id, status: z.enum(CASH_STATUSES).optional() }),
  data: cursorPage(CashItem),
});

// ---------------------------------------------------------------- operators

export const CashReview = CashItem.extend({
  mch: z.object({ id: z.number().int(), name: z.string() }),
  provider: z.string(),
});

export const adminCashList = endpoint({
  method: 'GET',
  path: '/api/admin/mch/cash-list',
  auth: 'user',
  tag: TAG,
  summary: 'Operators: withdrawals by status, oldest pending first',
  query: CursorQuery.extend({ status: z.enum(CASH_STATUSES).default('pending') }),
  data: cursorPage(CashReview),
});

export const adminCashApprove = endpoint({
  method: 'POST',
  path: '/api/admin/mch/cash-approve',
  auth: 'user',
  tag: TAG,
  summary:
    "Operators: pay a withdrawal: to the owner's app balance at once, else through the payout provider (manual: the reference of the transfer made)",
  body: z.object({ id: Id, reference: z.string().trim().min(1).max(100).optional() }),
  data: CashReview,
});

export const adminCashRefuse = endpoint({
  method: 'POST',
  path: '/api/admin/mch/cash-refuse',
  auth: 'user',
  tag: TAG,
  summary: "Operators: refuse a withdrawal with a reason; the amount returns to the shop's balance",
  body: z.object({ id: Id, reason: z.string().trim().min(1).max(200) }),
  data: CashReview,
});

export const adminCashFail = endpoint({
  method: 'POST',
  path: '/api/admin/mch/cash-fail',
  auth: 'user',
  tag: TAG,
  summary: "Operators: mark a payout failed with a reason; the amount returns to the shop's balance",
  body: z.object({ id: Id, reason: z.string().trim().min(1).max(200) }),
  data: CashReview,
});

/** Basis points (1/10000) of a settled order's net amount. */
const FeeRate = Numeric.pipe(z.number().int().min(0).max(10000));
/** Basis points of a withdrawal. */
const CashFeeRate = Numeric.pipe(z.number().int().min(0).max(1000));

export const FeeSetting = z.object({
  /** In force: the operators' rate, else the configured default (basis points). */
  fee_rate: z.number().int(),
  cash_fee_rate: z.number().int(),
  /** The configured defaults a cleared setting returns to. */
  default_fee_rate: z.number().int(),
  default_cash_fee_rate: z.number().int(),
  /** Shops with a rate of their own. */
  shops: z.array(
    z.object({ mch: z.object({ id: z.number().int(), name: z.string() }), fee_rate: z.number().int() }),
  ),
});

export const adminFeeSetting = endpoint({
  method: 'GET',
  path: '/api/admin/mch/fee-setting',
  auth: 'user',
  tag: TAG,
  summary:
    "Editors: the platform's fee on settled orders and on withdrawals, and the shops with their own fee",
  data: FeeSetting,
});

export const adminFeeSettingSave = endpoint({
  method: 'POST',
  path: '/api/admin/mch/fee-setting',
  auth: 'user',
  tag: TAG,
  summary:
    'Editors: set the fee on settled orders and on withdrawals (basis points; null returns to the configured default); applies to the next settlement or withdrawal, logged',
  body: z.object({ fee_rate: FeeRate.nullable(), cash_fee_rate: CashFeeRate.nullable() }),
  data: FeeSetting,
});

export const adminShopFee = endpoint({
  method: 'POST',
  path: '/api/admin/mch/shop-fee',
  auth: 'user',
  tag: TAG,
  summary:
    "Editors: give a shop a fee of its own on settled orders (basis points), or null for the platform's; logged",
  body: z.object({ mch_id: Id, fee_rate: FeeRate.nullable() }),
  data: FeeSetting,
});

// ---------------------------------------------------------------- dashboard, settings, QR

const Figures = z.object({ sales: Money, orders: z.number().int() });

export const mchIndex = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/mch/index',
  auth: 'user',
  tag: TAG,
  summary:
    "The owner's dashboard: today's and the last 7 days' paid sales and orders, orders to ship and to verify, after-sales waiting, the account (owner or clerk; money for the owner only)",
  query: ShopQuery,
  data: z.object({
    detail: ShopDetail,
    role: z.enum(['owner', 'clerk']),
    /** The caller's role on the staff (owner, or the clerk's role). */
    staff_role: z.enum(SHOP_STAFF_ROLES),
    today: Figures,
    week: Figures,
    to_ship: z.number().int(),
    to_verify: z.number().int(),
    after_sales: z.number().int(),
    /** Null for a clerk. */
    account: z.object({ balance: Money, frozen: Money }).nullable(),
  }),
});

export const MchSetting = z.object({
  name: z.string().trim().min(2).max(40),
  logo: z.string().max(500),
  cover: z.string().max(500),
  intro: z.string().trim().max(500),
  contact: z.string().trim().max(40),
  hours: z.string().trim().max(60),
  address: z.string().trim().max(200),
  return_address: z.string().trim().max(200),
  after_sale_policy: z.string().trim().max(1000),
  delivery_modes: z.array(z.enum(DELIVERY_MODES)).min(1).max(3),
});

export const mchSetting = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/mch/setting',
  auth: 'user',
  tag: TAG,
  summary: "The shop's settings (owner only)",
  query: ShopQuery,
  data: MchSetting.extend({ id: z.number().int(), fee_rate: z.number().int() }),
});

export const mchSettingSave = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/mch/setting',
  auth: 'user',
  tag: TAG,
  summary: "Save the shop's settings (owner only); images must be the owner's uploads",
  body: MchSetting.extend({ mch_id: Id, logo: UploadedUrl, cover: z.string().trim().max(500) }),
  data: Nothing,
});

export const mchQrCode = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/mch/qr-code',
  auth: 'user',
  tag: TAG,
  summary: "A QR code (PNG data URL) of a link to the shop's page (owner or clerk)",
  query: ShopQuery,
  data: z.object({ url: z.string(), image: z.string() }),
});

// ---------------------------------------------------------------- the shop's staff

export const StaffMember = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** In full for the owner; masked (138****0000) for clerks. */
  mobile: z.string(),
  role: z.enum(SHOP_STAFF_ROLES),
  /** When the clerk was added; the shop's opening for the owner. */
  added_at: z.string(),
});

export const memberList = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/member/list',
  auth: 'user',
  tag: TAG,
  summary: "The shop's staff, the owner first, then clerks in the order they were added (owner or clerk)",
  query: ShopQuery,
  data: z.object({
    /** The caller's own role: only the owner manages the staff. */
    my_role: z.enum(SHOP_STAFF_ROLES),
    list: z.array(StaffMember),
  }),
});

export const memberAdd = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/member/add',
  auth: 'user',
  tag: TAG,
  summary:
    'Add a clerk by the mobile number of an active account, with a role (owner only); not the owner, not twice',
  body: z.object({ mch_id: Id, mobile: Mobile, role: z.enum(CLERK_ROLES) }),
  data: StaffMember,
});

export const memberRole = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/member/role',
  auth: 'user',
  tag: TAG,
  summary: "Change a clerk's role (owner only)",
  body: z.object({ mch_id: Id, user_id: Id, role: z.enum(CLERK_ROLES) }),
  data: StaffMember,
});

export const memberRemove = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/member/remove',
  auth: 'user',
  tag: TAG,
  summary: 'Remove a clerk from the shop (owner only); they lose every permission at once',
  body: z.object({ mch_id: Id, user_id: Id }),
  data: Nothing,
});

// ---------------------------------------------------------------- opening a shop

export const MCH_CATEGORIES = ['studio', 'brand', 'organiser', 'musician', 'other'] as const;
export const APPLY_STATUSES = ['pending', 'approved', 'refused'] as const;

export const MchApplication = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  category: z.enum(MCH_CATEGORIES),
  contact: z.string(),
  licence: z.string(),
  address: z.string(),
  status: z.enum(APPLY_STATUSES),
  reason: z.string(),
  /** The shop the approval created. */
  mch_id: z.number().int().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});

export const mchApply = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/mch/apply',
  auth: 'user',
  tag: TAG,
  summary:
    'Apply to open a shop (real-name verified users without a shop or a pending application); operators review it',
  body: z.object({
    name: z.string().trim().min(2).max(40),
    logo: UploadedUrl,
    category: z.enum(MCH_CATEGORIES),
    contact: z.string().trim().min(5).max(40),
    /** The business licence image. */
    licence: UploadedUrl,
    address: z.string().trim().min(5).max(200),
  }),
  data: MchApplication,
});

export const mchApplyInfo = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/mch/apply-info',
  auth: 'user',
  tag: TAG,
  summary: 'My latest shop application (null: none) and my merchant review state',
  data: z.object({
    merchant_review_status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    application: MchApplication.nullable(),
  }),
});

export const adminApplyList = endpoint({
  method: 'GET',
  path: '/api/admin/mch/apply-list',
  auth: 'user',
  tag: TAG,
  summary: 'Operators: shop applications by status, oldest first',
  query: CursorQuery.extend({ status: z.enum(APPLY_STATUSES).default('pending') }),
  data: cursorPage(MchApplication.extend({ user_id: z.number().int() })),
});

export const adminApplyReview = endpoint({
  method: 'POST',
  path: '/api/admin/mch/apply-review',
  auth: 'user',
  tag: TAG,
  summary:
    'Operators: approve a shop application (the shop opens with the applicant as owner) or refuse it with a reason',
  body: z.object({ id: Id, approve: z.boolean(), reason: z.string().trim().max(200).default('') }),
  data: MchApplication,
});

// ---------------------------------------------------------------- the shop's goods

export const SHOP_GOODS_TABS = ['on_sale', 'off_sale', 'sold_out'] as const;

/** A goods item as the shop's own list shows it. */
export const ShopGoodsItem = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  /** The lowest price of its SKUs. */
  price: Money,
  original_price: Money,
  /** Over its SKUs. */
  stock: z.number().int(),
  sales: z.number().int(),
  /** 1 on sale, 0 off sale. */
  status: z.union([z.literal(0), z.literal(1)]),
  sku_count: z.number().int(),
  updated_at: z.string(),
});

export const goodsList = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/goods/list',
  auth: 'user',
  tag: TAG,
  summary:
    "The shop's ordinary goods by tab (on sale with stock, off sale, on sale but sold out), newest first, with the count of each tab (owner or manager)",
  query: CursorQuery.extend({ mch_id: Id, tab: z.enum(SHOP_GOODS_TABS).default('on_sale') }),
  data: cursorPage(ShopGoodsItem).extend({
    counts: z.object({ on_sale: z.number().int(), off_sale: z.number().int(), sold_out: z.number().int() }),
  }),
});

const SpecName = z.string().trim().min(1).max(10);
const SpecValue = z.string().trim().min(1).max(20);
/** Attribute groups (colour, size...) and their values; every SKU takes one value of each. */
const Specs = z.array(z.object({ name: SpecName, values: z.array(SpecValue).min(1).max(20) })).max(3);

export const ShopSku = z.object({
  id: z.number().int(),
  /** One value per attribute group, in order. */
  values: z.array(z.string()),
  spec_text: z.string(),
  price: Money,
  original_price: Money,
  stock: z.number().int(),
  sales: z.number().int(),
  /** The shop's own code of the SKU (barcode, article number); may be empty. */
  code: z.string(),
});

export const ShopGoodsDetail = z.object({
  id: z.number().int(),
  mch_id: z.number().int(),
  name: z.string(),
  images: z.array(z.string()),
  /** Sanitised HTML. */
  detail: z.string(),
  /** The list price shown struck through; 0.00 when none. */
  original_price: Money,
  delivery: DeliveryMode,
  shipping_fee: Money,
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  status: z.union([z.literal(0), z.literal(1)]),
  stock: z.number().int(),
  sales: z.number().int(),
  /** The SKUs on offer (a removed SKU is disabled and no longer listed: decision 228). */
  skus: z.array(ShopSku),
});

export const goodsDetail = endpoint({
  method: 'GET',
  path: '/plugin/mch/api/goods/detail',
  auth: 'user',
  tag: TAG,
  summary: "One of the shop's ordinary goods with its SKUs, for the editor (owner or manager)",
  query: z.object({ mch_id: Id, id: Id }),
  data: ShopGoodsDetail,
});

const Count = Numeric.pipe(z.number().int().min(0).max(9_999_999));

export const goodsEdit = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/goods/edit',
  auth: 'user',
  tag: TAG,
  summary:
    "Create (no id) or edit one of the shop's ordinary goods with its SKUs (owner or manager). A kept SKU's stock moves by (stock - stock_shown), so sales made while the editor was open are kept; refused when that would go below zero. A SKU left out is disabled, never deleted.",
  body: z.object({
    id: Id.optional(),
    mch_id: Id,
    name: z.string().trim().min(2).max(60),
    /** The first is the cover; new pictures must be the caller's uploads. */
    images: z.array(UploadedUrl).min(1).max(9),
    /** Rich text; sanitised by the server. */
    detail: z.string().max(20_000).default(''),
    /** 0.00: none; else at least the highest SKU price. */
    original_price: Money.default('0.00'),
    delivery: DeliveryMode.default('express'),
    shipping_fee: Money.default('0.00'),
    specs: Specs.default([]),
    skus: z
      .array(
        z.object({
          /** An existing SKU of this goods; none for a new one. */
          id: Id.optional(),
          values: z.array(SpecValue).max(3).default([]),
          price: Money,
          /** The new stock. */
          stock: Count,
          /** The stock the editor showed (required with an id). */
          stock_shown: Count.optional(),
          code: z.string().trim().max(40).default(''),
        }),
      )
      .min(1)
      .max(200),
    /** Where a new goods item starts: on sale (1) or kept off sale (0). Editing leaves it alone. */
    status: z.union([z.literal(0), z.literal(1)]).default(1),
  }),
  data: ShopGoodsDetail,
});

export const goodsStatus = endpoint({
  method: 'POST',
  path: '/plugin/mch/api/goods/status',
  auth: 'user',
  tag: TAG,
  summary:
    "Put one of the shop's ordinary goods on sale (1) or off sale (0): off sale it leaves the lists and new orders are refused; orders placed stay as they are (owner or manager)",
  body: z.object({ mch_id: Id, id: Id, status: z.union([z.literal(0), z.literal(1)]) }),
  data: ShopGoodsItem,
});
