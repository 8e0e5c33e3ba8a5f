import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withOpsLocale } from './i18n/load.ts';

const pages = withOpsLocale(() => import('./pages/ops-pages.ts'));

/** The operator console: a desktop frame of its own under /ops. */
export const OPS_ROUTES: ReadonlyArray<PageRoute> = [
  ['/ops', lazyPage(pages, 'OpsQueuePage')],
  ['/ops/queue', lazyPage(pages, 'OpsQueuePage')],
  ['/ops/log', lazyPage(pages, 'OpsLogPage')],
  ['/ops/overview', lazyPage(pages, 'OpsOverviewPage')],
  ['/ops/tools', lazyPage(pages, 'OpsToolsPage')],
  ['/ops/curate', lazyPage(pages, 'OpsCuratePage')],
  ['/ops/operators', lazyPage(pages, 'OpsOperatorsPage')],
];
