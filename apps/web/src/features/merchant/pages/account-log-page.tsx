import { merchant } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePullTexts } from '../../../lib/pull-texts.ts';
import { accountLogQuery, type AccountLogItem } from '../api/calls.ts';
import { formatTime } from '../lib/format.ts';
import { ShopGate } from '../components/shop-states.tsx';

const KINDS = ['all', ...merchant.ACCOUNT_LOG_KINDS] as const;
type Kind = (typeof KINDS)[number];

/** The row's own amount: the balance change, or for a payout what left the frozen amount. */
function amountOf(r: AccountLogItem): string {
  return r.change === '0.00' ? r.frozen_change : r.change;
}

function Rows({ mchId, kind }: { mchId: number; kind: Kind }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(accountLogQuery(mchId, kind));
  const pullTexts = usePullTexts();
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const head = query.data?.pages[0];
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
      {head && (
        <div className="mch-card mch-balance" data-testid="account-balance">
          <div>{t('merchant.account.balance')}</div>
          <strong>¥{head.balance}</strong>
          <div>{t('merchant.account.frozen', { amount: head.frozen })}</div>
        </div>
      )}
      <QueryState
        isPending={query.isPending}
        error={query.error}
        refetch={() => void query.refetch()}
        empty={list.length === 0}
        emptyText={t('merchant.account.empty')}
        emptyPicture="money"
      >
        {list.map((r) => {
          const amount = amountOf(r);
          return (
            <div className="mch-row" key={r.id} data-testid={`account-log-${r.kind}`}>
              <div className="mch-row__main">
                <span>{t(`merchant.account.kind.${r.kind}`)}</span>
                <span className="mch-muted">
                  {t(`merchant.account.source.${r.source_type}`, { id: r.source_id })} ·{' '}
                  {formatTime(r.created_at)}
                </span>
              </div>
              <div className="mch-row__main" style={{ alignItems: 'flex-end' }}>
                <span className={amount.startsWith('-') ? 'mch-minus' : 'mch-plus'}>
                  {amount.startsWith('-') ? amount : `+${amount}`}
                </span>
                <span className="mch-muted">{t('merchant.account.after', { amount: r.balance_after })}</span>
              </div>
            </div>
          );
        })}
        <InfiniteScroll
          threshold={50}
          hasMore={query.hasNextPage}
          loadMore={async () => void (await query.fetchNextPage())}
        />
      </QueryState>
    </PullToRefresh>
  );
}

function Ledger({ mchId }: { mchId: number }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('all');
  return (
    <>
      <Tabs activeKey={kind} onChange={(k) => setKind(k as Kind)}>
        {KINDS.map((k) => (
          <Tabs.Tab key={k} title={t(`merchant.account.kind.${k}`)} />
        ))}
      </Tabs>
      <Rows mchId={mchId} kind={kind} />
    </>
  );
}

/** account-log: the shop's ledger with the balance after each row; pull to refresh, pages at 50 px. */
export function AccountLogPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/account-log" title={t('merchant.account.title')} className="mch-page">
      <LoginRequired>
        <ShopGate may="money">{(mchId) => <Ledger mchId={mchId} />}</ShopGate>
      </LoginRequired>
    </Page>
  );
}
