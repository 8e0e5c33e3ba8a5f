import { KINDS, type ActivityKind } from '../lib/kinds.ts';
import { InfiniteScroll } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { TabBar } from '../../../components/tab-bar.tsx';
import { ACTIVITY_PATH } from '../../../lib/route-paths.ts';
import { useActivities, type ActivityListInput } from '../api/activity-list.ts';
import { ActivityBanner } from '../components/activity-banner.tsx';
import { ActivityCard } from '../components/activity-card.tsx';
import { sortByDistance, type Point } from '../lib/distance.ts';
import { locate, type GeoFailure } from '../lib/geo.ts';
import { endOfWeek } from '../lib/time.ts';
import '../components/activity.css';

type Mode = 'upcoming' | 'week' | 'near';
const MODES: Mode[] = ['upcoming', 'week', 'near'];
const PAGE = 10;

type Geo =
  { state: 'idle' | 'locating' } | { state: 'ok'; point: Point } | { state: 'failed'; why: GeoFailure };

/** The cities that have activities, from the upcoming list (one call, cached). */
function useCities() {
  const all = useActivities({ sort: 'start', limit: 50 });
  return useMemo(() => {
    const seen = new Map<number, string>();
    for (const a of all.data?.pages.flatMap((p) => p.list) ?? []) seen.set(a.venue.city_id, a.venue.city);
    return [...seen].map(([id, name]) => ({ id, name }));
  }, [all.data]);
}

/** The activities tab: banner, kind and city filters, upcoming, this week and near me. */
export function ActivityPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ActivityKind | undefined>();
  const [cityId, setCityId] = useState<number | undefined>();
  const [mode, setMode] = useState<Mode>('upcoming');
  const [geo, setGeo] = useState<Geo>({ state: 'idle' });
  const weekEnd = useMemo(() => endOfWeek().toISOString(), []);
  const cities = useCities();

  const near = mode === 'near' && geo.state === 'ok' ? geo.point : null;
  const input: ActivityListInput = {
    limit: PAGE,
    kind,
    city_id: cityId,
    sort: near ? 'distance' : 'start',
    ...(near ? { lat: near.lat, lng: near.lng } : {}),
    ...(mode === 'week' ? { to: weekEnd } : {}),
  };
  const waiting = mode === 'near' && geo.state === 'locating';
  const query = useActivities(input, !waiting);
  const raw = query.data?.pages.flatMap((p) => p.list) ?? [];
  const list = near ? sortByDistance(raw, near) : raw;

  const choose = (next: Mode) => {
    setMode(next);
    if (next === 'near' && geo.state !== 'ok') {
      setGeo({ state: 'locating' });
      locate().then(
        (point) => setGeo({ state: 'ok', point }),
        (why: GeoFailure) => setGeo({ state: 'failed', why }),
      );
    }
  };

  return (
    <Page path={ACTIVITY_PATH} bare className="page--tab act-home">
      <header className="act-home__head">
        <div className="act-home__title">{t('activity.tab.title')}</div>
        <div className="act-home__subtitle">{t('activity.tab.subtitle')}</div>
      </header>
      <ActivityBanner />
      <div className="act-chips" data-testid="activity-kinds">
        <button
          type="button"
          className={`act-chip${kind === undefined ? ' act-chip--on' : ''}`}
          onClick={() => setKind(undefined)}
          data-testid="activity-kind-all"
        >
          {t('activity.kind.all')}
        </button>
        {KINDS.map((k) => (
          <button
            type="button"
            key={k}
            className={`act-chip${kind === k ? ' act-chip--on' : ''}`}
            onClick={() => setKind(kind === k ? undefined : k)}
            data-testid={`activity-kind-${k}`}
          >
            {t(`activity.kind.${k}`)}
          </button>
        ))}
      </div>
      {cities.length > 0 && (
        <div className="act-chips act-chips--city" data-testid="activity-cities">
          <EnvironmentOutline className="act-chips__icon" />
          <button
            type="button"
            className={`act-city${cityId === undefined ? ' act-city--on' : ''}`}
            onClick={() => setCityId(undefined)}
          >
            {t('activity.tab.allCities')}
          </button>
          {cities.map((c) => (
            <button
              type="button"
              key={c.id}
              className={`act-city${cityId === c.id ? ' act-city--on' : ''}`}
              onClick={() => setCityId(cityId === c.id ? undefined : c.id)}
              data-testid={`activity-city-${c.id}`}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      <div className="act-modes" role="tablist">
        {MODES.map((m) => (
          <button
            type="button"
            role="tab"
            key={m}
            aria-selected={mode === m}
            className={`act-mode${mode === m ? ' act-mode--on' : ''}`}
            onClick={() => choose(m)}
            data-testid={`activity-mode-${m}`}
          >
            {t(`activity.tab.mode.${m}`)}
          </button>
        ))}
      </div>
      {mode === 'near' && geo.state === 'failed' && (
        <div className="act-notice" data-testid="activity-geo-failed">
          {t(`activity.tab.geo.${geo.why}`)}
        </div>
      )}
      {waiting ? (
        <div className="act-notice act-notice--soft" data-testid="activity-locating">
          {t('activity.tab.locating')}
        </div>
      ) : (
        <div className="act-list" data-testid="activity-list">
          <QueryState
            isPending={query.isPending}
            error={query.error}
            refetch={query.refetch}
            empty={list.length === 0}
            emptyText={mode === 'week' ? t('activity.tab.emptyWeek') : t('activity.tab.empty')}
            emptyPicture="activities"
          >
            {list.map((item) => (
              <ActivityCard key={item.id} item={item} />
            ))}
            <InfiniteScroll
              hasMore={query.hasNextPage}
              loadMore={async () => {
                await query.fetchNextPage();
              }}
            >
              {query.hasNextPage ? t('activity.common.loading') : t('activity.common.noMore')}
            </InfiniteScroll>
          </QueryState>
        </div>
      )}
      <TabBar />
    </Page>
  );
}
