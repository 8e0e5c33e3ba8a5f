import { useQueryClient } from '@tanstack/react-query';
import { InfiniteScroll, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { PullRefresh } from '../../../components/pull-refresh.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { pointsKeys } from '../api/keys.ts';
import { useLogList, type LogType } from '../api/log-list.ts';
import { causeKey, shortTime, signed } from '../lib/format.ts';

const TYPES: LogType[] = ['all', 'earned', 'spent'];

function LogList({ type }: { type: LogType }) {
  const { t, i18n } = useTranslation();
  const q = useLogList(type);
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      isPending={q.isPending}
      error={q.error}
      refetch={q.refetch}
      empty={list.length === 0}
      emptyText={t('points.detail.empty')}
      emptyPicture="points"
    >
      <ul className="pt-log" data-testid="integral-log">
        {list.map((e) => (
          <li key={e.id} className="pt-log__row" data-testid={`log-${e.id}`}>
            <div className="pt-log__main">
              <div className="pt-log__cause">{t(causeKey(e.source_type, e.kind))}</div>
              <div className="pt-log__time">
                {shortTime(e.created_at, i18n.language)} ·{' '}
                {t('points.detail.after', { count: e.integral_after })}
              </div>
            </div>
            <span className={`pt-log__change ${e.change > 0 ? 'is-plus' : 'is-minus'}`}>
              {signed(e.change)}
            </span>
          </li>
        ))}
      </ul>
      <InfiniteScroll
        threshold={50}
        hasMore={q.hasNextPage}
        loadMore={async () => void (await q.fetchNextPage())}
      >
        {q.hasNextPage ? t('points.loading') : t('points.noMore')}
      </InfiniteScroll>
    </QueryState>
  );
}

/** The points ledger: every change with its cause, the amount and the points after it. */
export function IntegralDetailPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [type, setType] = useState<LogType>('all');
  return (
    <Page path="/pages/integral-detail" title={t('points.detail.title')} className="pt-page">
      <LoginRequired>
        <Tabs activeKey={type} onChange={(k) => setType(k as LogType)} className="pt-tabs">
          {TYPES.map((x) => (
            <Tabs.Tab
              key={x}
              title={<span data-testid={`log-tab-${x}`}>{t(`points.detail.type.${x}`)}</span>}
            />
          ))}
        </Tabs>
        <PullRefresh onRefresh={() => qc.invalidateQueries({ queryKey: pointsKeys.logs })}>
          <LogList type={type} />
        </PullRefresh>
      </LoginRequired>
    </Page>
  );
}
