import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withLiveLocale } from './i18n/load.ts';
import { LIVE_ROUTES } from './routes.tsx';

const HomeLiveSection = lazy(
  withLiveLocale(() => import('./home/home-live-section.tsx').then((m) => ({ default: m.HomeLiveSection }))),
);

export const liveFeature: FeatureManifest = {
  name: 'live',
  routes: LIVE_ROUTES,
  homeSection: {
    order: 24,
    Component: HomeLiveSection,
    minHeight: '18rem',
    testId: 'home-live',
  },
};
