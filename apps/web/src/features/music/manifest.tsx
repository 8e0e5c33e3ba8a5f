import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withMusicLocale } from './i18n/load.ts';
import { MUSIC_ROUTES } from './routes.tsx';

const HomeMusicSection = lazy(
  withMusicLocale(() =>
    import('./home/home-music-section.tsx').then((m) => ({ default: m.HomeMusicSection })),
  ),
);
const MineMusic = lazy(
  withMusicLocale(() => import('./mine/mine-music.tsx').then((m) => ({ default: m.MineMusic }))),
);
const MusicShell = lazy(
  withMusicLocale(() => import('./shell/music-shell.tsx').then((m) => ({ default: m.MusicShell }))),
);

export const musicFeature: FeatureManifest = {
  name: 'music',
  routes: MUSIC_ROUTES,
  homeSection: {
    order: 25,
    Component: HomeMusicSection,
    minHeight: '22rem',
    testId: 'home-music',
  },
  mineEntry: {
    order: 17,
    Component: MineMusic,
    fallback: <div style={{ height: '5.2rem', margin: '1.2rem' }} />,
    signedInOnly: true,
  },
  shell: MusicShell,
};
