import type { live } from '@dance/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showToast } from '../../../lib/toast.ts';
import { destroyLive } from '../api/destroy.ts';
import { liveKeys } from '../api/keys.ts';
import { liveDetail } from '../api/live-detail.ts';
import { liveList } from '../api/live-list.ts';
import { liveSales } from '../api/live-sales.ts';
import { LiveCard } from '../components/live-card.tsx';
import { ReplayManage } from '../components/replay-manage.tsx';
import { formatWatchTime } from '../lib/watch-time.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

/**
 * One live's statistics (live-manage): peak viewers, likes, gift points, watch time,
 * reservations, goods sold.
 */
function Stats({ id }: { id: number }) {
  const { t } = useTranslation();
  const d = useQuery({ queryKey: liveKeys.detail(id), queryFn: () => liveDetail({ id }) }).data;
  const sales = useQuery({ queryKey: liveKeys.sales(id), queryFn: () => liveSales({ live_id: id }) }).data;
  if (!d) return null;
  return (
    <div className="live-stats">
      <span>{t('live.manage.peak', { count: d.peak_viewers })}</span>
      <span>{t('live.likes', { count: d.like_count })}</span>
      <span>{t('live.manage.gifts', { count: d.gift_points })}</span>
      <span data-testid="live-watch-time">
        {t('live.watchTime.total', { time: formatWatchTime(t, d.watch_seconds) })}
      </span>
      <span>{t('live.manage.reserves', { count: d.reserve_count })}</span>
      {sales ? (
        <span data-testid={`live-sales-${id}`}>
          {t('live.selling.sold', { count: sales.orders_count, amount: sales.amount })}
        </span>
      ) : null}
    </div>
  );
}

/** The anchor's own lives: my-live (open, edit, start) and live-manage (with statistics). */
function MyLives({ path, manage }: { path: string; manage: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useInfiniteQuery({
    queryKey: liveKeys.list({ mine: 1 }),
    queryFn: ({ pageParam }) => liveList({ mine: 1, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const list: live.LiveCard[] = q.data?.pages.flatMap((p) => p.list) ?? [];
  const remove = async (id: number) => {
    if (!(await Dialog.confirm({ content: t('live.manage.deleteConfirm') }))) return;
    try {
      await destroyLive({ live_id: id });
      await qc.invalidateQueries({ queryKey: liveKeys.all });
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Page
      path={path}
      title={manage ? t('live.manage.title') : t('live.mine.title')}
      className="live-mine"
      right={
        <Button size="mini" color="primary" onClick={() => go('/pages/live-create')} data-testid="live-new">
          {t('live.mine.new')}
        </Button>
      }
    >
      <QueryState
        isPending={q.isPending}
        error={q.error}
        refetch={() => void q.refetch()}
        empty={list.length === 0}
        emptyText={t('live.mine.empty')}
        emptyPicture="lives"
      >
        <div className="live-mine__list">
          {list.map((l) => (
            <div key={l.id} className="live-mine__item">
              <LiveCard item={l} onClick={() => go(pageUrl('/pages/live-room', { id: l.id }))} />
              {manage ? <Stats id={l.id} /> : null}
              <ReplayManage item={l} />
              <div className="live-mine__actions">
                {l.status !== 'ended' ? (
                  <Button
                    size="mini"
                    color="primary"
                    onClick={() => go(pageUrl('/pages/live-start', { id: l.id }))}
                  >
                    {t('live.mine.start')}
                  </Button>
                ) : null}
                {l.status === 'scheduled' ? (
                  <Button size="mini" onClick={() => go(pageUrl('/pages/live-edit', { id: l.id }))}>
                    {t('live.mine.edit')}
                  </Button>
                ) : null}
                <Button size="mini" color="danger" fill="outline" onClick={() => void remove(l.id)}>
                  {t('live.manage.delete')}
                </Button>
              </div>
            </div>
          ))}
          {q.hasNextPage ? (
            <Button block fill="none" onClick={() => void q.fetchNextPage()}>
              {t('live.more')}
            </Button>
          ) : null}
        </div>
      </QueryState>
    </Page>
  );
}

export const MyLivePage = () => <MyLives path="/pages/my-live" manage={false} />;
export const LiveManagePage = () => <MyLives path="/pages/live-manage" manage />;
