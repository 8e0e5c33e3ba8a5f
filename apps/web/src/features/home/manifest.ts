import type { FeatureManifest } from '../../lib/feature.ts';
import { ENTRANCE, HOME_ROUTES } from './routes.tsx';

/** Home owns the first screen; other features add their sections to it through their manifests. */
export const homeFeature: FeatureManifest = {
  name: 'home',
  routes: HOME_ROUTES,
  entrance: ENTRANCE,
};
