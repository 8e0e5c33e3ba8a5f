import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { HOME_PATH } from '../../lib/route-paths.ts';

const home = () => import('./pages/home-pages.tsx');

export const HOME_ROUTES: ReadonlyArray<PageRoute> = [[HOME_PATH, lazyPage(home, 'IndexPage')]];

/** `/`, `/pages/entrance/entrance` and every unknown path. */
export const ENTRANCE = lazyPage(home, 'EntrancePage');
