import { useQuery } from '@tanstack/react-query';
import {
  AppstoreOutline,
  CalendarOutline,
  FolderOutline,
  HistogramOutline,
  StarOutline,
} from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { recommendQuery } from '../api/recommend.ts';
import { MetronomeIcon, PlayIcon } from '../components/icons.tsx';
import { toPlayItem } from '../components/track-row.tsx';
import '../components/music.css';

const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

const ENTRIES = [
  { key: 'recommend', path: '/pages/recommend', icon: <CalendarOutline /> },
  { key: 'rank', path: '/pages/music-rank', icon: <HistogramOutline /> },
  { key: 'handpick', path: '/pages/handpick', icon: <StarOutline /> },
  { key: 'type', path: '/pages/music-type', icon: <AppstoreOutline /> },
  { key: 'album', path: '/pages/albumList', icon: <FolderOutline /> },
  { key: 'tst', path: '/pages/tst', icon: <MetronomeIcon /> },
] as const;

/** Home's music: the ways in (daily picks, charts, genres, albums, practice) and tracks for the listener. */
export function HomeMusicSection() {
  const { t } = useTranslation();
  const rec = useQuery(recommendQuery(10));
  const list = rec.data?.list ?? [];
  return (
    <section className="section home-music" data-testid="home-musics">
      <div className="section__title home-music__title">
        <span>{t('music.home.title')}</span>
        <button type="button" onClick={go('/pages/recommend')}>
          {t('music.home.more')} ›
        </button>
      </div>
      <div className="home-music__entries">
        {ENTRIES.map((e) => (
          <button key={e.key} type="button" data-testid={`home-music-${e.key}`} onClick={go(e.path)}>
            <span className="home-music__glyph">{e.icon}</span>
            <small>{t(`music.home.${e.key}`)}</small>
          </button>
        ))}
      </div>
      <div className="home-music__strip">
        {list.map((track) => (
          <button
            key={track.id}
            type="button"
            className="home-music__tile"
            data-testid={`home-track-${track.id}`}
            onClick={() => {
              usePlaybackStore.getState().playAll(list.map(toPlayItem), track.id);
            }}
          >
            <span className="home-music__cover">
              <img src={track.cover} alt="" loading="lazy" />
              <em>
                <PlayIcon /> {formatCount(track.plays)}
              </em>
              {track.bpm !== null && <i>{track.bpm} BPM</i>}
            </span>
            <b>{track.title}</b>
            <small>{track.artist}</small>
          </button>
        ))}
      </div>
      {list.length > 0 && (
        <button type="button" className="home-music__genre-link" onClick={go(pageUrl('/pages/music-type'))}>
          {t('music.home.byTempo')}
        </button>
      )}
    </section>
  );
}
