import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withLiveLocale } from './i18n/load.ts';

const pages = withLiveLocale(() => import('./pages/live-pages.ts'));

/** Screens of live streaming: the room (and its play variants), create and edit, going live, my lives. */
export const LIVE_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/live-room', lazyPage(pages, 'LiveRoomPage')],
  ['/pages/live-play', lazyPage(pages, 'LivePlayPage')],
  ['/pages/live-play/live-play-h5', lazyPage(pages, 'LivePlayH5Page')],
  ['/pages/live-play/live-play-nvue', lazyPage(pages, 'LivePlayNvuePage')],
  ['/pages/live-create', lazyPage(pages, 'LiveCreatePage')],
  ['/pages/live-edit', lazyPage(pages, 'LiveEditPage')],
  ['/pages/live-start', lazyPage(pages, 'LiveStartPage')],
  ['/pages/live-start/live-start-nvue', lazyPage(pages, 'LiveStartNvuePage')],
  ['/pages/my-live', lazyPage(pages, 'MyLivePage')],
  ['/pages/live-manage', lazyPage(pages, 'LiveManagePage')],
  ['/pages/anchor-authentication', lazyPage(pages, 'AnchorAuthenticationPage')],
];
