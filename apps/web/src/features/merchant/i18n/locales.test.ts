import { mall, merchant } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureMerchantLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  role: ['owner', 'clerk'],
  staffRole: mall.SHOP_STAFF_ROLES,
  'member.roleHint': mall.CLERK_ROLES,
  'account.kind': ['all', ...merchant.ACCOUNT_LOG_KINDS],
  'account.source': ['order', 'cash'],
  'cash.status': merchant.CASH_STATUSES,
  'cash.type': merchant.CASH_TYPES,
  shortcut: [
    'orders',
    'verify',
    'goods',
    'courses',
    'accountLog',
    'cashLog',
    'withdraw',
    'setting',
    'members',
  ],
  'goods.tab': merchant.SHOP_GOODS_TABS,
  'goods.empty': merchant.SHOP_GOODS_TABS,
  'goodsEdit.invalid': ['name', 'images', 'noSku', 'price', 'stock', 'originalPrice', 'shippingFee'],
  'order.tab': mall.MCH_ORDER_TABS,
  'order.status': mall.ORDER_STATUSES,
  'order.delivery': mall.DELIVERY_MODES,
  'order.cancel.status': ['pending', 'agreed', 'refused'],
  'order.actor': mall.ORDER_ACTORS,
  'order.event': ['cancel_apply', 'cancel_apply_refuse', 'after_sale_apply', 'after_sale_refund'],
  'order.afterSale.type': mall.AFTER_SALE_TYPES,
  'order.afterSale.agree': mall.AFTER_SALE_TYPES,
  'order.afterSale.status': mall.AFTER_SALE_STATUSES,
  'order.afterSale.action': [
    'apply',
    'agree',
    'refuse',
    'ship_back',
    'receive',
    'refund',
    'cancel',
    'ops_uphold',
    'ops_refund',
  ],
  'apply.category': merchant.MCH_CATEGORIES,
  'apply.status': merchant.APPLY_STATUSES,
  'setting.field': [
    'logo',
    'cover',
    'name',
    'intro',
    'contact',
    'hours',
    'address',
    'return_address',
    'after_sale_policy',
    'delivery_modes',
  ],
  'setting.delivery': merchant.DELIVERY_MODES,
};

describeFeatureLocales({
  section: 'merchant',
  dir: import.meta.dirname,
  minUsedKeys: 40,
  sets: SETS,
});

describe('merchant locale loading', () => {
  it('joins the merchant section of the translator on demand', async () => {
    await ensureMerchantLocale('en');
    expect(i18n.getFixedT('en')('merchant.cash.status.paid')).toBe('Paid');
    expect(i18n.getFixedT('en')('merchant.index.orders', { count: 1 })).toBe('1 order');
  });
});
