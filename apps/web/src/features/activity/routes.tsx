import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withActivityLocale } from './i18n/load.ts';

/*
 * Three chunks: browsing (the tab and an activity's page; the map library loads on its own when
 * a venue is shown), buying tickets, and my tickets and sign-ups.
 */
const browse = withActivityLocale(() => import('./pages/browse-pages.ts'));
const buy = withActivityLocale(() => import('./pages/buy-pages.ts'));
const mine = withActivityLocale(() => import('./pages/mine-pages.ts'));

/** Screens of activities for the buyer and the competitor (the organiser's are another feature's). */
export const ACTIVITY_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/activity/activity', lazyPage(browse, 'ActivityPage')],
  ['/pages/activity-detail', lazyPage(browse, 'ActivityDetailPage')],
  ['/pages/activity-ticketPurchase', lazyPage(buy, 'TicketPurchasePage')],
  ['/pages/activity-audienceInfoAndPayment', lazyPage(buy, 'AudiencePaymentPage')],
  ['/pages/activity-ticket', lazyPage(mine, 'MyTicketsPage')],
  ['/pages/activity-apply', lazyPage(mine, 'ApplyPage')],
  ['/pages/activity/register-record', lazyPage(mine, 'RegisterRecordPage')],
];
