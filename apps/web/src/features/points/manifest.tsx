import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withPointsLocale } from './i18n/load.ts';
import { POINTS_ROUTES } from './routes.tsx';

const HomeGuessSection = lazy(
  withPointsLocale(() =>
    import('./home/home-guess-section.tsx').then((m) => ({ default: m.HomeGuessSection })),
  ),
);
const ActivityGuessSection = lazy(
  withPointsLocale(() =>
    import('./home/activity-guess-section.tsx').then((m) => ({ default: m.ActivityGuessSection })),
  ),
);
const MinePoints = lazy(
  withPointsLocale(() => import('./mine/mine-points.tsx').then((m) => ({ default: m.MinePoints }))),
);

export const pointsFeature: FeatureManifest = {
  name: 'points',
  routes: POINTS_ROUTES,
  homeSection: {
    order: 28,
    Component: HomeGuessSection,
    minHeight: '20rem',
    testId: 'home-guess',
  },
  activitySection: { order: 10, Component: ActivityGuessSection },
  mineEntry: {
    order: 7,
    Component: MinePoints,
    fallback: <div style={{ height: '5.6rem', margin: '1rem 1.2rem 0' }} />,
    signedInOnly: true,
  },
};
