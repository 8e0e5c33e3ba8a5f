import type { FeatureManifest } from '../../lib/feature.ts';
import { SEARCH_ROUTES } from './routes.tsx';

export const searchFeature: FeatureManifest = {
  name: 'search',
  routes: SEARCH_ROUTES,
};
