import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withOpsLocale } from './i18n/load.ts';
import { OPS_ROUTES } from './routes.tsx';

/* Mine's console entry: shown to operators only (it renders nothing for anyone else). */
const MineOps = lazy(
  withOpsLocale(() => import('./mine/mine-ops.tsx').then((m) => ({ default: m.MineOps }))),
);

export const opsFeature: FeatureManifest = {
  name: 'ops',
  routes: OPS_ROUTES,
  mineEntry: {
    order: 42,
    Component: MineOps,
    fallback: null,
    signedInOnly: true,
  },
};
