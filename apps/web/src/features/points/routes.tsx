import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withPointsLocale } from './i18n/load.ts';

const pages = withPointsLocale(() => import('./pages/points-pages.ts'));

/** Screens of points and guesses. */
export const POINTS_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/integral', lazyPage(pages, 'IntegralPage')],
  ['/pages/Integral-recharge', lazyPage(pages, 'IntegralRechargePage')],
  ['/pages/integral-detail', lazyPage(pages, 'IntegralDetailPage')],
  ['/pages/guess-detail', lazyPage(pages, 'GuessDetailPage')],
  ['/pages/my-guess', lazyPage(pages, 'MyGuessPage')],
  ['/pages/guess-create', lazyPage(pages, 'GuessCreatePage')],
];
