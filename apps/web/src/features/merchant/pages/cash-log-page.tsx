import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh, Tag } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePullTexts } from '../../../lib/pull-texts.ts';
import { cashLogQuery, type CashItem } from '../api/calls.ts';
import { formatTime } from '../lib/format.ts';
import { ShopGate } from '../components/shop-states.tsx';

const COLORS: Record<CashItem['status'], string> = {
  pending: 'warning',
  paid: 'success',
  refused: 'danger',
  failed: 'danger',
};

function destination(c: CashItem, t: (k: string) => string): string {
  const a = c.account;
  if (c.type === 'balance') return t('merchant.cash.type.balance');
  if (c.type === 'bank') return `${a.bank ?? ''} ${a.card_no ?? ''}`;
  return `${t(`merchant.cash.type.${c.type}`)} ${a.account ?? ''}`;
}

function Rows({ mchId }: { mchId: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(cashLogQuery(mchId));
  const pullTexts = usePullTexts();
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        refetch={() => void query.refetch()}
        empty={list.length === 0}
        emptyText={t('merchant.cash.empty')}
        emptyPicture="money"
      >
        {list.map((c) => (
          <div className="mch-row" key={c.id} data-testid={`cash-${c.id}`}>
            <div className="mch-row__main">
              <strong>¥{c.amount}</strong>
              <span className="mch-muted">{destination(c, t)}</span>
              <span className="mch-muted">
                {t('merchant.cash.feeActual', { fee: c.fee, actual: c.actual })} · {formatTime(c.created_at)}
              </span>
              {c.reference && (
                <span className="mch-muted">{t('merchant.cash.reference', { reference: c.reference })}</span>
              )}
              {c.reason && (
                <span className="mch-muted">{t('merchant.cash.reason', { reason: c.reason })}</span>
              )}
            </div>
            <Tag color={COLORS[c.status]} fill="outline" data-testid={`cash-status-${c.status}`}>
              {t(`merchant.cash.status.${c.status}`)}
            </Tag>
          </div>
        ))}
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => void (await query.fetchNextPage())}
        />
      </QueryState>
    </PullToRefresh>
  );
}

/** cash-log: the shop's withdrawals with their state, fee, and the payout reference. */
export function CashLogPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/cash-log" title={t('merchant.cash.logTitle')} className="mch-page">
      <LoginRequired>
        <ShopGate may="money">{(mchId) => <Rows mchId={mchId} />}</ShopGate>
      </LoginRequired>
    </Page>
  );
}
