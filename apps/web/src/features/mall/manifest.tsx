import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withMallLocale } from './i18n/load.ts';
import { MALL_ROUTES } from './routes.tsx';

/*
 * Home's shops and goods and mine's order shortcuts load with the mall's strings when they are
 * needed (docs/decisions/045); only these lines ship with the first screen.
 */
const HomeMallSection = lazy(
  withMallLocale(() => import('./home/home-mall-section.tsx').then((m) => ({ default: m.HomeMallSection }))),
);
const MineOrders = lazy(
  withMallLocale(() => import('./mine/mine-orders.tsx').then((m) => ({ default: m.MineOrders }))),
);

export const mallFeature: FeatureManifest = {
  name: 'mall',
  routes: MALL_ROUTES,
  homeSection: {
    order: 30,
    Component: HomeMallSection,
    minHeight: '30rem',
    testId: 'home-mall',
    className: 'home-mall',
  },
  mineEntry: {
    order: 10,
    Component: MineOrders,
    // The placeholder keeps the layout still while the shortcuts load.
    fallback: <div className="mine-orders-placeholder" style={{ height: '17.4rem', margin: '1.2rem' }} />,
  },
};
