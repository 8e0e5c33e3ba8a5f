import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withActivityLocale } from './i18n/load.ts';
import { ACTIVITY_ROUTES } from './routes.tsx';

/* Mine's shortcuts load with the activities' strings when mine is shown; only this ships first. */
const MineActivity = lazy(
  withActivityLocale(() => import('./mine/mine-activity.tsx').then((m) => ({ default: m.MineActivity }))),
);

export const activityFeature: FeatureManifest = {
  name: 'activity',
  routes: ACTIVITY_ROUTES,
  mineEntry: {
    order: 15,
    Component: MineActivity,
    fallback: <div className="mine-act-placeholder" style={{ height: '9rem', margin: '1.2rem' }} />,
  },
};
