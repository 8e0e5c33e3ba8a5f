import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withOrganiserLocale } from './i18n/load.ts';
import { ORGANISER_ROUTES } from './routes.tsx';

/* Mine's "manage activities" card: shown to shop owners and clerks only (it renders nothing else). */
const MineOrganiser = lazy(
  withOrganiserLocale(() => import('./mine/mine-organiser.tsx').then((m) => ({ default: m.MineOrganiser }))),
);

export const organiserFeature: FeatureManifest = {
  name: 'organiser',
  routes: ORGANISER_ROUTES,
  mineEntry: {
    order: 40,
    Component: MineOrganiser,
    fallback: null,
    signedInOnly: true,
  },
};
