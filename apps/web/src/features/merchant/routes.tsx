import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withMerchantLocale } from './i18n/load.ts';

const pages = withMerchantLocale(() => import('./pages/merchant-pages.ts'));

/** The shop desk: dashboard, account ledger, withdrawals and their log, settings, the shop application. */
export const MERCHANT_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/mch', lazyPage(pages, 'MchPage')],
  ['/pages/account-log', lazyPage(pages, 'AccountLogPage')],
  ['/pages/cash-log', lazyPage(pages, 'CashLogPage')],
  ['/pages/apply-cash', lazyPage(pages, 'ApplyCashPage')],
  ['/pages/apply-card-cash', lazyPage(pages, 'ApplyCardCashPage')],
  ['/pages/mch-setting', lazyPage(pages, 'MchSettingPage')],
  ['/pages/mch-apply', lazyPage(pages, 'MchApplyPage')],
];
