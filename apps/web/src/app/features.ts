import { accountFeature } from '../features/account/manifest.ts';
import { activityFeature } from '../features/activity/manifest.tsx';
import { communityFeature } from '../features/community/manifest.tsx';
import { contentFeature } from '../features/content/manifest.ts';
import { courseFeature } from '../features/course/manifest.tsx';
import { homeFeature } from '../features/home/manifest.ts';
import { liveFeature } from '../features/live/manifest.tsx';
import { mallFeature } from '../features/mall/manifest.tsx';
import { merchantFeature } from '../features/merchant/manifest.tsx';
import { messageFeature } from '../features/message/manifest.tsx';
import { musicFeature } from '../features/music/manifest.tsx';
import { opsFeature } from '../features/ops/manifest.tsx';
import { organiserFeature } from '../features/organiser/manifest.tsx';
import { pointsFeature } from '../features/points/manifest.tsx';
import { searchFeature } from '../features/search/manifest.ts';
import { registerFeatures, type FeatureManifest } from '../lib/feature.ts';

/** Every feature of the app: adding one is adding its manifest here. */
export const FEATURES: readonly FeatureManifest[] = [
  accountFeature,
  activityFeature,
  communityFeature,
  contentFeature,
  courseFeature,
  homeFeature,
  liveFeature,
  mallFeature,
  merchantFeature,
  messageFeature,
  musicFeature,
  opsFeature,
  organiserFeature,
  pointsFeature,
  searchFeature,
];

// Home and mine read their sections from the registry once their pages load.
registerFeatures(FEATURES);
