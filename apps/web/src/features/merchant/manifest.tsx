import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withMerchantLocale } from './i18n/load.ts';
import { MERCHANT_ROUTES } from './routes.tsx';

/* Mine's "my shop" entry: shown to shop owners and clerks only (it renders nothing else). */
const MineShop = lazy(
  withMerchantLocale(() => import('./mine/mine-shop.tsx').then((m) => ({ default: m.MineShop }))),
);

export const merchantFeature: FeatureManifest = {
  name: 'merchant',
  routes: MERCHANT_ROUTES,
  mineEntry: {
    order: 38,
    Component: MineShop,
    fallback: null,
    signedInOnly: true,
  },
};
