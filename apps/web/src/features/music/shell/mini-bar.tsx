import { useTranslation } from '../../../i18n/react.ts';
import { useLocation } from 'react-router';
import { navigateTo } from '../../../lib/navigation.ts';
import { hasTabBar } from '../../../lib/route-paths.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { useTabBarStore } from '../../../stores/tab-bar.ts';
import { NextIcon, PauseIcon, PlayIcon } from '../components/icons.tsx';
import { usePosition } from '../lib/position.ts';

/** The song playing, above the tab bar on every page: tap for the player. */
export function MiniBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabVisible = useTabBarStore((s) => s.visible);
  const item = usePlaybackStore((s) => s.playList.find((p) => p.goods_id === s.playId));
  const playing = usePlaybackStore((s) => s.playState === 'play');
  const progress = usePosition((s) => (s.duration > 0 ? s.current / s.duration : 0));
  if (!item) return null;
  const aboveTabs = hasTabBar(pathname) && tabVisible;
  const s = usePlaybackStore.getState;
  return (
    <div
      className={aboveTabs ? 'music-mini music-mini--tabs' : 'music-mini'}
      data-testid="music-mini"
      role="region"
      aria-label={t('music.mini.label')}
    >
      <button
        type="button"
        className="music-mini__main"
        onClick={() => void navigateTo('/pages/playing').catch(() => undefined)}
      >
        <span className={playing ? 'music-mini__disc music-mini__disc--spin' : 'music-mini__disc'}>
          {item.cover && <img src={item.cover} alt="" />}
        </span>
        <span className="music-mini__text">
          <b>{item.title ?? t('music.untitled')}</b>
          {item.artist && <small> - {item.artist}</small>}
        </span>
      </button>
      <button
        type="button"
        className="music-mini__btn"
        data-testid="music-mini-toggle"
        aria-label={playing ? t('music.player.pause') : t('music.player.play')}
        onClick={() => s().setPlayState(playing ? 'pause' : 'play')}
      >
        <svg viewBox="0 0 36 36" className="music-mini__ring" aria-hidden>
          <circle cx="18" cy="18" r="16" />
          <circle
            cx="18"
            cy="18"
            r="16"
            className="music-mini__ring-fill"
            strokeDasharray={`${progress * 100.5} 100.5`}
          />
        </svg>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button
        type="button"
        className="music-mini__btn"
        aria-label={t('music.player.next')}
        onClick={() => s().skip(1)}
      >
        <NextIcon />
      </button>
    </div>
  );
}
