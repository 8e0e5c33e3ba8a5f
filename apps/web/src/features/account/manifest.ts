import type { FeatureManifest } from '../../lib/feature.ts';
import { ACCOUNT_ROUTES } from './routes.tsx';

/** The account owns the mine page; other features add their entries to it through their manifests. */
export const accountFeature: FeatureManifest = {
  name: 'account',
  routes: ACCOUNT_ROUTES,
};
