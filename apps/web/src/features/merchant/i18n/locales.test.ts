import { merchant } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureMerchantLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  role: ['owner', 'clerk'],
  'account.kind': ['all', ...merchant.ACCOUNT_LOG_KINDS],
  'account.source': ['order', 'cash'],
  'cash.status': merchant.CASH_STATUSES,
  'cash.type': merchant.CASH_TYPES,
  shortcut: ['verify', 'courses', 'accountLog', 'cashLog', 'withdraw', 'setting'],
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
  it('joins the merchant section of i18next on demand', async () => {
    await ensureMerchantLocale('en');
    expect(i18n.getFixedT('en')('merchant.cash.status.paid')).toBe('Paid');
    expect(i18n.getFixedT('en')('merchant.index.orders', { count: 1 })).toBe('1 order');
  });
});
