import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withOrganiserLocale } from './i18n/load.ts';

/** One chunk for the organiser's screens: they are used together, by few users. */
const pages = withOrganiserLocale(() => import('./pages/organiser-pages.ts'));

/** The organiser's screens: dashboard and check-in, activity and ticket editors, links, photos, bracket. */
export const ORGANISER_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/activity-manage', lazyPage(pages, 'ActivityManagePage')],
  ['/pages/activity-edit', lazyPage(pages, 'ActivityEditPage')],
  ['/pages/activity-ticket-eait', lazyPage(pages, 'TicketEditPage')],
  ['/pages/activity-relevance', lazyPage(pages, 'RelevancePage')],
  ['/pages/activity-photo', lazyPage(pages, 'PhotoPage')],
  ['/pages/activity-group', lazyPage(pages, 'GroupPage')],
];
