import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { COMMUNITY_ROUTES, loadChunk } from './routes.tsx';

/*
 * Home's community section (hot topics, four hot posts) and mine's community links load as chunks
 * of their own with the community's strings; only these lines ship with the first screen.
 */
export const communityFeature: FeatureManifest = {
  name: 'community',
  routes: COMMUNITY_ROUTES,
  homeSection: {
    order: 10,
    Component: lazy(loadChunk('home')),
    minHeight: '20rem',
    testId: 'home-community',
  },
  mineEntry: {
    order: 20,
    // My space, drafts, collections, likes, videos, likes received.
    Component: lazy(loadChunk('mine')),
    fallback: <div className="cm-mine-placeholder" />,
    signedInOnly: true,
  },
};
