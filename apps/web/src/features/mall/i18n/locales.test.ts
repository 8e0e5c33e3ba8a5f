import { mall } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureMallLocale } from './load.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  'order.tab': mall.ORDER_TABS,
  'afterSale.status': mall.AFTER_SALE_STATUSES,
  'afterSale.statusHint': mall.AFTER_SALE_STATUSES,
  'afterSale.kind': mall.AFTER_SALE_TYPES,
  'afterSale.kindHint': mall.AFTER_SALE_TYPES,
  'cart.reason': mall.CART_INVALID_REASONS,
  'review.filter': mall.COMMENT_FILTERS,
  delivery: mall.DELIVERY_MODES,
  pay: mall.PAY_TYPES,
  actor: mall.ORDER_ACTORS,
  'order.status': [
    'unpaid',
    'toShip',
    'toVerify',
    'shipped',
    'received',
    'completed',
    'cancelled',
    'refunded',
  ],
  'afterSale.action': ['apply', 'agree', 'refuse', 'ship_back', 'receive', 'refund', 'cancel'],
  'evaluate.word': ['bad', 'poor', 'fair', 'good', 'great'],
  'order.action': ['pay', 'cancel', 'cancelApply', 'confirm', 'appraise', 'afterSale', 'delete', 'qr'],
};

describeFeatureLocales({
  section: 'mall',
  dir: import.meta.dirname,
  minUsedKeys: 150,
  sets: SETS,
});

describe('mall locale loading', () => {
  it('joins the mall section of the translator on demand, leaving the app’s strings alone', async () => {
    await ensureMallLocale('en');
    expect(i18n.getFixedT('en')('mall.cart.title')).toBe('Cart');
    await ensureMallLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('mall.cart.title')).toBe('购物车');
    expect(i18n.getFixedT('zh-Hans')('request.loginFirst')).toBe('请登录后操作');
  });

  it('calls an unpaid amount what is to pay, never what was paid', async () => {
    for (const lang of ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'] as const) {
      await ensureMallLocale(lang);
      const t = i18n.getFixedT(lang);
      expect(t('mall.order.toPayLabel'), lang).not.toBe(t('mall.order.paidLabel'));
      expect(t('mall.detail.toPay'), lang).not.toBe(t('mall.detail.paid'));
    }
    expect(i18n.getFixedT('en')('mall.order.toPayLabel')).toBe('To pay');
    expect(i18n.getFixedT('zh-Hans')('mall.detail.toPay')).toBe('需付款');
  });
});
