import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withMerchantLocale } from './i18n/load.ts';

const pages = withMerchantLocale(() => import('./pages/merchant-pages.ts'));
/* The public shop page is a buyer's page: its own chunk, without the desk. */
const shop = withMerchantLocale(() => import('./pages/shop-pages.ts'));

/**
 * The shop desk: dashboard, orders, goods, staff, account ledger, withdrawals and their log, settings, the shop
 * application; and the public shop page a buyer sees.
 */
export const MERCHANT_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/mch', lazyPage(pages, 'MchPage')],
  ['/pages/mch-order', lazyPage(pages, 'MchOrderPage')],
  ['/pages/mch-member', lazyPage(pages, 'MchMemberPage')],
  ['/pages/mch-goods', lazyPage(pages, 'MchGoodsPage')],
  ['/pages/mch-goods-edit', lazyPage(pages, 'MchGoodsEditPage')],
  ['/pages/mch-detail', lazyPage(shop, 'MchDetailPage')],
  ['/pages/account-log', lazyPage(pages, 'AccountLogPage')],
  ['/pages/cash-log', lazyPage(pages, 'CashLogPage')],
  ['/pages/apply-cash', lazyPage(pages, 'ApplyCashPage')],
  ['/pages/apply-card-cash', lazyPage(pages, 'ApplyCardCashPage')],
  ['/pages/mch-setting', lazyPage(pages, 'MchSettingPage')],
  ['/pages/mch-apply', lazyPage(pages, 'MchApplyPage')],
];
