import { InfiniteScroll, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { useMyGuess, type MyGuessState } from '../api/my-guess.ts';
import { GuessCard } from '../components/guess-card.tsx';

const STATES: MyGuessState[] = ['all', 'held', 'won', 'lost', 'refunded'];

function MyList({ state }: { state: MyGuessState }) {
  const { t } = useTranslation();
  const q = useMyGuess(state);
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      isPending={q.isPending}
      error={q.error}
      refetch={q.refetch}
      empty={list.length === 0}
      emptyText={t('points.myGuess.empty')}
      emptyPicture="guesses"
      emptyAction={{
        label: t('points.myGuess.browse'),
        onClick: () => void navigateTo('/pages/integral').catch(() => undefined),
        testId: 'my-guess-browse',
      }}
    >
      <div className="pt-list">
        {list.map((g) => {
          const label = g.options.find((o) => o.id === g.mine.option_id)?.label ?? '';
          return (
            <GuessCard
              key={g.id}
              guess={g}
              footer={
                <span className={`pt-guess__mine pt-mine--${g.mine.state}`} data-testid={`my-guess-${g.id}`}>
                  <span>{t('points.guess.stakedOn', { count: g.mine.amount, label })}</span>
                  <strong>{t(`points.guess.outcome.${g.mine.state}`, { count: g.mine.payout })}</strong>
                </span>
              }
            />
          );
        })}
      </div>
      <InfiniteScroll hasMore={q.hasNextPage} loadMore={async () => void (await q.fetchNextPage())}>
        {q.hasNextPage ? t('points.loading') : t('points.noMore')}
      </InfiniteScroll>
    </QueryState>
  );
}

/** My guesses by state, each with its outcome. */
export function MyGuessPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<MyGuessState>('all');
  return (
    <Page path="/pages/my-guess" title={t('points.myGuess.title')} className="pt-page">
      <LoginRequired>
        <Tabs activeKey={state} onChange={(k) => setState(k as MyGuessState)} className="pt-tabs">
          {STATES.map((s) => (
            <Tabs.Tab
              key={s}
              title={<span data-testid={`my-guess-tab-${s}`}>{t(`points.myGuess.state.${s}`)}</span>}
            />
          ))}
        </Tabs>
        <MyList state={state} />
      </LoginRequired>
    </Page>
  );
}
