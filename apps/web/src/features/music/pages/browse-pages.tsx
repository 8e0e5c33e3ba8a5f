import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { InfiniteScroll, Slider, Tabs } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateBack, navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { usePlaybackStore } from '../../../stores/playback.ts';
import { useUserStore } from '../../../stores/user.ts';
import { albumPagesQuery } from '../api/albums.ts';
import { genresQuery } from '../api/genres.ts';
import { musicKeys } from '../api/keys.ts';
import { rankQuery, type RankWindow } from '../api/rank.ts';
import { recommendQuery } from '../api/recommend.ts';
import { fetchRecent, mergeRecent } from '../api/recent.ts';
import { trackPagesQuery } from '../api/track-list.ts';
import { BackIcon, PlayIcon } from '../components/icons.tsx';
import { toPlayItem, TrackRow, type TrackLike } from '../components/track-row.tsx';
import { clearDeviceRecent, deviceRecent } from '../lib/recent-device.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);
const GENRE_COLORS = [
  '#ff4d6d',
  '#7b61ff',
  '#00b8a9',
  '#ff9f1c',
  '#3a86ff',
  '#e63946',
  '#8338ec',
  '#06d6a0',
  '#f15bb5',
  '#fb8500',
  '#6c757d',
];

/** A "play all" header above a list of songs. */
function PlayAll({ list }: { list: readonly TrackLike[] }) {
  const { t } = useTranslation();
  if (list.length === 0) return null;
  return (
    <button
      type="button"
      className="play-all"
      data-testid="music-play-all"
      onClick={() => usePlaybackStore.getState().playAll(list.map(toPlayItem), list[0]!.id)}
    >
      <span className="play-all__icon">
        <PlayIcon />
      </span>
      {t('music.playAll')} <small>({list.length})</small>
    </button>
  );
}

/** Every genre with the number of its tracks. */
export function MusicTypePage() {
  const { t } = useTranslation();
  const genres = useQuery(genresQuery());
  const list = genres.data?.list ?? [];
  return (
    <Page path="/pages/music-type" title={t('music.type.title')}>
      <QueryState {...genres} empty={list.length === 0} emptyPicture="categories">
        <div className="genre-grid">
          {list.map((g, i) => (
            <button
              key={g.genre}
              type="button"
              className="genre-tile"
              data-testid={`genre-${g.genre}`}
              style={{
                background: `linear-gradient(135deg, ${GENRE_COLORS[i % GENRE_COLORS.length]}, #1f1b2e)`,
              }}
              onClick={() => go(pageUrl('/pages/genre', { genre: g.genre }))}
            >
              <b>{t(`music.genre.${g.genre}`)}</b>
              <small>{t('music.type.tracks', { count: g.tracks })}</small>
            </button>
          ))}
        </div>
      </QueryState>
    </Page>
  );
}

const BPM_LIMITS: [number, number] = [60, 180];

/** The songs of one genre, narrowed to a tempo range (custom navigation bar). */
export function GenrePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const genre = params.get('genre') ?? 'breaking';
  const [sort, setSort] = useState<'hot' | 'new'>('hot');
  const [range, setRange] = useState<[number, number]>(BPM_LIMITS);
  const [applied, setApplied] = useState<[number, number]>(BPM_LIMITS);
  const filtered = applied[0] !== BPM_LIMITS[0] || applied[1] !== BPM_LIMITS[1];
  const query = useInfiniteQuery(
    trackPagesQuery({
      genre: genre as never,
      sort,
      limit: 20,
      bpm_min: filtered ? applied[0] : undefined,
      bpm_max: filtered ? applied[1] : undefined,
    }),
  );
  const list = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  return (
    <div className="page genre-page" data-page="/pages/genre">
      <header className="genre-page__hero">
        <button type="button" className="playing__icon" aria-label={t('music.back')} onClick={navigateBack}>
          <BackIcon />
        </button>
        <h1>{t(`music.genre.${genre}`, { defaultValue: genre })}</h1>
        <p>{t('music.genreHint')}</p>
      </header>
      <div className="genre-page__filter">
        <div className="genre-page__bpm">
          <span data-testid="genre-bpm">{t('music.bpmRange', { min: range[0], max: range[1] })}</span>
          <Slider
            range
            min={BPM_LIMITS[0]}
            max={BPM_LIMITS[1]}
            step={5}
            value={range}
            onChange={(v) => setRange(v as [number, number])}
            onAfterChange={(v) => setApplied(v as [number, number])}
          />
        </div>
        <Tabs activeKey={sort} onChange={(k) => setSort(k as 'hot' | 'new')}>
          <Tabs.Tab key="hot" title={t('music.sort.hot')} />
          <Tabs.Tab key="new" title={t('music.sort.new')} />
        </Tabs>
      </div>
      <QueryState {...query} empty={list.length === 0} emptyText={t('music.emptyGenre')} emptyPicture="music">
        <PlayAll list={list} />
        {list.map((track, i) => (
          <TrackRow key={track.id} track={track} list={list} index={i + 1} />
        ))}
        <InfiniteScroll
          loadMore={async () => void (await query.fetchNextPage())}
          hasMore={query.hasNextPage}
        />
      </QueryState>
    </div>
  );
}

/** The charts: the last day, the last week, all time. */
export function MusicRankPage() {
  const { t } = useTranslation();
  const [window, setWindow] = useState<RankWindow>('week');
  const rank = useQuery(rankQuery(window));
  const list = rank.data?.list ?? [];
  const tracks = list.map((e) => ({ ...e.track, plays: e.plays }));
  return (
    <Page path="/pages/music-rank" title={t('music.rank.title')} className="music-rank music-list-page">
      <div className="rank-hero">
        <b>{t('music.rank.hero')}</b>
        {rank.data?.computed_at && (
          <small>{t('music.rank.updated', { time: new Date(rank.data.computed_at).toLocaleString() })}</small>
        )}
      </div>
      <Tabs activeKey={window} onChange={(k) => setWindow(k as RankWindow)}>
        <Tabs.Tab key="day" title={t('music.rank.day')} />
        <Tabs.Tab key="week" title={t('music.rank.week')} />
        <Tabs.Tab key="all" title={t('music.rank.all')} />
      </Tabs>
      <QueryState {...rank} empty={list.length === 0} emptyText={t('music.rank.empty')} emptyPicture="music">
        <PlayAll list={tracks} />
        {list.map((e) => (
          <TrackRow
            key={e.track.id}
            track={e.track}
            list={tracks}
            rank={e.rank}
            extra={t('music.plays', { count: e.plays })}
          />
        ))}
      </QueryState>
    </Page>
  );
}

/** For the listener: the genres they play; for a visitor, the week's chart. */
export function RecommendPage() {
  const { t } = useTranslation();
  const rec = useQuery(recommendQuery(30));
  const list = rec.data?.list ?? [];
  return (
    <Page path="/pages/recommend" title={t('music.recommend.title')} className="music-list-page">
      <div className="rank-hero rank-hero--daily">
        <b>{new Date().getDate()}</b>
        <small>{t('music.recommend.hint')}</small>
      </div>
      <QueryState {...rec} empty={list.length === 0} emptyPicture="music">
        <PlayAll list={list} />
        {list.map((track, i) => (
          <TrackRow key={track.id} track={track} list={list} index={i + 1} />
        ))}
      </QueryState>
    </Page>
  );
}

/** Albums; with an id, the album's songs. */
export function AlbumListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const albumId = Number(params.get('id')) || null;
  const albums = useInfiniteQuery({ ...albumPagesQuery(), enabled: albumId === null });
  const tracks = useInfiniteQuery({
    ...trackPagesQuery({ album_id: albumId ?? 0, sort: 'new', limit: 50 }),
    enabled: albumId !== null,
  });
  if (albumId !== null) {
    const list = tracks.data?.pages.flatMap((p) => p.list) ?? [];
    const first = list[0];
    return (
      <Page
        path="/pages/albumList"
        title={first?.album?.name ?? t('music.album.title')}
        className="music-list-page"
      >
        {first && (
          <div className="album-hero">
            <img src={first.cover} alt="" />
            <div>
              <b>{first.album?.name}</b>
              <small>{first.artist}</small>
              <small>{t('music.type.tracks', { count: list.length })}</small>
            </div>
          </div>
        )}
        <QueryState {...tracks} empty={list.length === 0} emptyPicture="music">
          <PlayAll list={list} />
          {list.map((track, i) => (
            <TrackRow key={track.id} track={track} list={list} index={i + 1} />
          ))}
        </QueryState>
      </Page>
    );
  }
  const list = albums.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page path="/pages/albumList" title={t('music.album.title')}>
      <QueryState {...albums} empty={list.length === 0} emptyPicture="music">
        <div className="album-grid">
          {list.map((a) => (
            <button
              key={a.id}
              type="button"
              className="album-tile"
              data-testid={`album-${a.id}`}
              onClick={() => go(pageUrl('/pages/albumList', { id: a.id }))}
            >
              <span className="album-tile__cover">
                <img src={a.cover} alt="" loading="lazy" />
              </span>
              <b>{a.name}</b>
              <small>{t('music.type.tracks', { count: a.track_count })}</small>
            </button>
          ))}
        </div>
        <InfiniteScroll
          loadMore={async () => void (await albums.fetchNextPage())}
          hasMore={albums.hasNextPage}
        />
      </QueryState>
    </Page>
  );
}

/** Recently played: the server's list when signed in (the device's merged in once), else the device's. */
export function MusicRecentlyPage() {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.token !== null);
  const recent = useQuery({
    queryKey: musicKeys.recent,
    enabled: signedIn,
    queryFn: async () => {
      const device = deviceRecent();
      if (device.length === 0) return (await fetchRecent()).list;
      const merged = await mergeRecent(device.map(({ goods_id, played_at }) => ({ goods_id, played_at })));
      clearDeviceRecent();
      return merged.list;
    },
  });
  const [local, setLocal] = useState(deviceRecent);
  useEffect(() => {
    if (!signedIn) setLocal(deviceRecent());
  }, [signedIn]);
  const list: (TrackLike & { played_at: string })[] = signedIn
    ? (recent.data ?? []).map((r) => ({ ...r.track, played_at: r.played_at }))
    : local.map((r) => ({
        id: r.goods_id,
        title: r.title ?? `#${r.goods_id}`,
        artist: r.artist ?? '',
        cover: r.cover ?? '',
        bpm: null,
        duration: null,
        free: true,
        genres: [],
        played_at: r.played_at,
      }));
  const state = signedIn ? recent : { isPending: false, error: null, refetch: () => undefined };
  return (
    <Page path="/pages/music-recently" title={t('music.recent.title')} className="music-list-page">
      <QueryState
        {...state}
        empty={list.length === 0}
        emptyText={t('music.recent.empty')}
        emptyPicture="recent"
      >
        <PlayAll list={list} />
        {list.map((track, i) => (
          <TrackRow
            key={track.id}
            track={track}
            list={list}
            index={i + 1}
            extra={new Date(track.played_at).toLocaleDateString()}
          />
        ))}
      </QueryState>
    </Page>
  );
}
