import type { FeatureManifest } from '../../lib/feature.ts';
import { CONTENT_ROUTES } from './routes.tsx';

export const contentFeature: FeatureManifest = {
  name: 'content',
  routes: CONTENT_ROUTES,
};
