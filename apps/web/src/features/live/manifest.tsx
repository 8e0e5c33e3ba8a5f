import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withLiveLocale } from './i18n/load.ts';
import { LIVE_ROUTES } from './routes.tsx';

const HomeLiveSection = lazy(
  withLiveLocale(() => import('./home/home-live-section.tsx').then((m) => ({ default: m.HomeLiveSection }))),
);

const MineLive = lazy(
  withLiveLocale(() => import('./mine/mine-live.tsx').then((m) => ({ default: m.MineLive }))),
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
  mineEntry: {
    order: 18,
    Component: MineLive,
    fallback: <div style={{ height: '5.2rem', margin: '1.2rem' }} />,
    signedInOnly: true,
  },
};
