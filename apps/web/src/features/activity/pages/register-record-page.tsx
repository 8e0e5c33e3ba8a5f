import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl, switchTab } from '../../../lib/navigation.ts';
import { ACTIVITY_PATH } from '../../../lib/route-paths.ts';
import { useRegisterRecords, type RegisterRecord } from '../api/register-record.ts';
import { deviceZone, formatDay } from '../lib/time.ts';
import '../components/activity.css';

const PATH = '/pages/activity/register-record';

function Record({ r }: { r: RegisterRecord }) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      className="rec"
      data-testid={`record-${r.id}`}
      onClick={() =>
        void navigateTo(pageUrl('/pages/activity-detail', { id: r.activity.id })).catch(() => undefined)
      }
    >
      <img src={r.activity.cover} alt="" className="rec__cover" />
      <span className="rec__body">
        <span className="rec__name">{r.activity.name}</span>
        <span className="rec__division">{r.division}</span>
        <span className="rec__line">
          {r.stage_name}
          {r.crew ? ` · ${r.crew}` : ''}
          {r.city ? ` · ${r.city}` : ''}
        </span>
        <span className="rec__line muted">
          {/* The record carries no venue zone: its day only, which is what a competitor plans by. */}
          {formatDay(r.activity.start_at, deviceZone(), i18n.language)}
        </span>
      </span>
      <span className={`rec__no${r.number === null ? ' rec__no--wait' : ''}`} data-testid="record-number">
        {r.number === null ? (
          t('activity.record.noNumber')
        ) : (
          <>
            <small>{t('activity.record.number')}</small>
            {String(r.number).padStart(2, '0')}
          </>
        )}
      </span>
    </button>
  );
}

function Records() {
  const { t } = useTranslation();
  const query = useRegisterRecords();
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      refetch={query.refetch}
      empty={list.length === 0}
      emptyText={t('activity.record.empty')}
      emptyPicture="activities"
      emptyAction={{
        label: t('activity.tickets.browse'),
        onClick: () => void switchTab(ACTIVITY_PATH).catch(() => undefined),
        testId: 'records-browse',
      }}
    >
      <div className="rec-list">
        {list.map((r) => (
          <Record key={r.id} r={r} />
        ))}
      </div>
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => void (await query.fetchNextPage())}>
        {query.hasNextPage ? t('activity.common.loading') : t('activity.common.noMore')}
      </InfiniteScroll>
    </QueryState>
  );
}

export function RegisterRecordPage() {
  const { t } = useTranslation();
  return (
    <Page path={PATH} title={t('activity.record.title')} className="act-page">
      <LoginRequired>
        <Records />
      </LoginRequired>
    </Page>
  );
}
