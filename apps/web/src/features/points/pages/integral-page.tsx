import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useGuessList } from '../api/guess-list.ts';
import { pointsKeys } from '../api/keys.ts';
import { rewardRulesQuery, type RewardRules } from '../api/reward-rules.ts';
import { signCalendarQuery } from '../api/sign-calendar.ts';
import { signToday } from '../api/sign.ts';
import { GuessCard } from '../components/guess-card.tsx';
import { SignCalendarGrid } from '../components/sign-calendar.tsx';

const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

/** Today's tasks: each rule with what it pays and how much of today's cap is done. */
function Tasks({ rules }: { rules: RewardRules['rules'] }) {
  const { t } = useTranslation();
  const shown = rules.filter((r) => r.enabled && r.key !== 'streak3' && r.key !== 'streak7');
  return (
    <section className="pt-card" data-testid="points-tasks">
      <h2 className="pt-card__title">{t('points.tasks.title')}</h2>
      {shown.map((r) => {
        const rebate = r.key === 'rebate';
        const done = rebate ? r.today_points : r.today_times;
        return (
          <div key={r.key} className="pt-task" data-testid={`task-${r.key}`}>
            <div className="pt-task__main">
              <div className="pt-task__name">{t(`points.rule.${r.key}`)}</div>
              <div className="pt-task__hint">
                {rebate
                  ? t('points.tasks.rebateHint', { points: r.points, cap: r.daily_cap })
                  : t('points.tasks.hint', { points: r.points, cap: r.daily_cap })}
              </div>
              <ProgressBar percent={r.daily_cap ? Math.min(100, (done * 100) / r.daily_cap) : 0} />
            </div>
            <span className={`pt-task__count${done >= r.daily_cap ? ' is-done' : ''}`}>
              {done}/{r.daily_cap}
            </span>
          </div>
        );
      })}
    </section>
  );
}

function OpenGuesses() {
  const { t } = useTranslation();
  const q = useGuessList('closing');
  const list = q.data?.pages[0]?.list.slice(0, 3) ?? [];
  if (!list.length) return null;
  return (
    <section className="pt-card" data-testid="points-guesses">
      <h2 className="pt-card__title">
        {t('points.guess.openTitle')}
        <button type="button" className="pt-link" onClick={go('/pages/my-guess')} data-testid="go-my-guess">
          {t('points.guess.mine')} <RightOutline />
        </button>
      </h2>
      {list.map((g) => (
        <GuessCard key={g.id} guess={g} />
      ))}
    </section>
  );
}

function IntegralBody() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [month, setMonth] = useState('');
  const cal = useQuery(signCalendarQuery(month));
  const rules = useQuery(rewardRulesQuery());
  const [busy, setBusy] = useState(false);
  const integral = useUserStore((s) => s.integral);
  const current = useQuery(signCalendarQuery(''));
  const today = current.data;

  const sign = async () => {
    setBusy(true);
    try {
      const r = await signToday();
      useUserStore.setState({ integral: r.integral });
      showSuccess(t('points.sign.done', { points: r.reward }));
      await Promise.all([
        qc.invalidateQueries({ queryKey: pointsKeys.all }),
        qc.invalidateQueries({ queryKey: sharedKeys.userInfo }),
      ]);
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="pt-hero">
        <div className="pt-hero__label">{t('points.balance')}</div>
        <div className="pt-hero__value" data-testid="integral-balance">
          {today?.integral ?? integral}
        </div>
        <div className="pt-hero__links">
          <button type="button" onClick={go('/pages/integral-detail')} data-testid="go-integral-detail">
            {t('points.detail.title')}
          </button>
          <button type="button" onClick={go('/pages/Integral-recharge')} data-testid="go-recharge">
            {t('points.recharge.title')}
          </button>
          <button type="button" onClick={go('/pages/my-guess')}>
            {t('points.guess.mine')}
          </button>
        </div>
      </header>
      <section className="pt-card pt-sign">
        <QueryState isPending={cal.isPending} error={cal.error} refetch={cal.refetch}>
          {today && (
            <div className="pt-sign__head">
              <div>
                <div className="pt-sign__streak" data-testid="sign-streak">
                  {t('points.sign.streak', { count: today.streak })}
                </div>
                <div className="pt-sign__hint">
                  {today.signed_today
                    ? t('points.sign.tomorrow', { points: today.tomorrow_reward })
                    : t('points.sign.today', { points: today.today_reward })}
                </div>
              </div>
              <Button
                shape="rounded"
                color="primary"
                className="gradient-button"
                disabled={today.signed_today || busy}
                loading={busy}
                onClick={() => void sign()}
                data-testid="sign-button"
                data-signed={today.signed_today ? '1' : '0'}
              >
                {today.signed_today
                  ? t('points.sign.signed')
                  : t('points.sign.button', { points: today.today_reward })}
              </Button>
            </div>
          )}
          {cal.data && <SignCalendarGrid data={cal.data} onMonth={setMonth} />}
        </QueryState>
      </section>
      {rules.data && <Tasks rules={rules.data.rules} />}
      <OpenGuesses />
    </>
  );
}

/** Points: my balance, the daily sign-in with its calendar and streak, today's tasks, guesses. */
export function IntegralPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/integral" title={t('points.title')} className="pt-page">
      <LoginRequired>
        <IntegralBody />
      </LoginRequired>
    </Page>
  );
}
