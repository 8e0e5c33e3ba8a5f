import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { usePlaybackStore } from '../../stores/playback.ts';
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
const loadMusicShell = withMusicLocale(() =>
  import('./shell/music-shell.tsx').then((m) => ({ default: m.MusicShell })),
);
const MusicShell = lazy(loadMusicShell);
// A song remembered from an earlier visit: its mini bar is fetched beside the first page.
if (usePlaybackStore.getState().playId !== null) void loadMusicShell().catch(() => undefined);

/**
 * The audio element and the mini bar load once there is a song: one remembered from an earlier
 * visit, or the first one played. A first visit that plays nothing never downloads them (their
 * code, strings and styles are not on the first screen; decision 247).
 */
function MusicShellWhenPlaying() {
  const hasSong = usePlaybackStore((s) => s.playId !== null);
  return hasSong ? <MusicShell /> : null;
}

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
  shell: MusicShellWhenPlaying,
};
