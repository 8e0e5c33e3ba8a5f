import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';

const search = () => import('./pages/search-page.tsx');

export const SEARCH_ROUTES: ReadonlyArray<PageRoute> = [['/pages/search', lazyPage(search, 'SearchPage')]];
