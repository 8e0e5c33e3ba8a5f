import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { AddOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { organiserKeys } from '../api/keys.ts';
import { fetchManageList } from '../api/manage-list.ts';
import { fetchMyShops } from '../api/my-shops.ts';
import { mayEditFor } from '../../../lib/staff-role.ts';
import { venueTime } from '../lib/zoned-time.ts';
import '../components/organiser.css';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function ShopActivities({ mchId, name, showName }: { mchId: number; name: string; showName: boolean }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery({
    queryKey: organiserKeys.manageList(mchId),
    queryFn: ({ pageParam }) => fetchManageList({ mch_id: mchId, cursor: pageParam, limit: 5 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      {showName && <div className="og-row__sub">{name}</div>}
      {list.isSuccess && !rows.length && <div className="og-row__sub">{t('organiser.mine.none')}</div>}
      {rows.map((a) => (
        <button
          type="button"
          className="og-battle__side og-row"
          key={a.id}
          onClick={() => go(pageUrl('/pages/activity-manage', { id: a.id }))}
          data-testid="og-mine-activity"
        >
          <span className="og-row__main">
            <span className="og-row__title" style={{ display: 'block' }}>
              {a.name}
            </span>
            <span className="og-row__sub" style={{ display: 'block' }}>
              {venueTime(a.start_at, a.tz)} · {t('organiser.mine.sold', { count: a.sold })}
            </span>
            {a.status === 'draft' && a.review_reason && (
              <span className="og-row__sub og-row__refused" style={{ display: 'block' }}>
                {t('organiser.mine.refused', { reason: a.review_reason })}
              </span>
            )}
          </span>
          <Tag
            round
            color={
              a.status === 'published'
                ? 'success'
                : a.status === 'draft'
                  ? 'default'
                  : a.status === 'review'
                    ? 'warning'
                    : 'danger'
            }
            fill="outline"
          >
            {t(`organiser.status.${a.status}`)}
          </Tag>
          <RightOutline />
        </button>
      ))}
      {list.hasNextPage && (
        <Button
          block
          fill="none"
          size="small"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('organiser.mine.more')}
        </Button>
      )}
    </>
  );
}

/** Mine's "manage activities": the activities of the shops I own or clerk for (nothing for others). */
export function MineOrganiser() {
  const { t } = useTranslation();
  const shops = useQuery({ queryKey: organiserKeys.myShops, queryFn: fetchMyShops });
  const list = shops.data?.list ?? [];
  if (!list.length) return null;
  return (
    <section className="og-mine" data-testid="og-mine">
      <div className="og-card__title">
        <span>{t('organiser.mine.title')}</span>
        {list.some((s) => mayEditFor(list, s.id)) && (
          <Button
            size="mini"
            shape="rounded"
            color="primary"
            onClick={() => go('/pages/activity-edit')}
            data-testid="og-mine-new"
          >
            <AddOutline /> {t('organiser.mine.new')}
          </Button>
        )}
      </div>
      {list.map((s) => (
        <ShopActivities key={s.id} mchId={s.id} name={s.name} showName={list.length > 1} />
      ))}
    </section>
  );
}
