import { oddsWin } from '@dance/contracts/guess';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Stepper } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { guessDetailQuery, type GuessDetail } from '../api/guess-detail.ts';
import { joinGuess } from '../api/join-guess.ts';
import { pointsKeys } from '../api/keys.ts';
import { cancelGuess, settleGuess } from '../api/manage-guess.ts';
import { countdown } from '../lib/format.ts';

/** Seconds left, ticking each second from the server's count. */
function useCountdown(seconds: number, at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [seconds]);
  return Math.max(0, seconds - Math.floor((now - at) / 1000));
}

function Manage({ g, onDone }: { g: GuessDetail; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const run = async (text: string, fn: () => Promise<unknown>) => {
    if (
      !(await Dialog.confirm({ content: text, confirmText: t('points.ok'), cancelText: t('points.cancel') }))
    )
      return;
    try {
      await fn();
      await onDone();
      showSuccess(t('points.guess.manageDone'));
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    }
  };
  if (g.status === 'settled' || g.status === 'cancelled') return null;
  return (
    <section className="pt-card" data-testid="guess-manage">
      <h2 className="pt-card__title">{t('points.guess.manage')}</h2>
      <div className="pt-manage">
        {g.options.map((o) => (
          <Button
            key={o.id}
            size="small"
            fill="outline"
            onClick={() =>
              void run(t('points.guess.settleConfirm', { label: o.label }), () => settleGuess(g.id, o.id))
            }
            data-testid={`guess-settle-${o.id}`}
          >
            {t('points.guess.settleAs', { label: o.label })}
          </Button>
        ))}
        <Button
          size="small"
          color="danger"
          fill="outline"
          onClick={() => void run(t('points.guess.cancelConfirm'), () => cancelGuess(g.id))}
          data-testid="guess-cancel"
        >
          {t('points.guess.cancelGuess')}
        </Button>
        <Button
          size="small"
          fill="none"
          onClick={() =>
            void navigateTo(
              pageUrl('/pages/guess-create', g.activity_id !== null ? { activity_id: g.activity_id } : {}),
            ).catch(() => undefined)
          }
          data-testid="guess-new"
        >
          {t('points.create.entry')}
        </Button>
      </div>
    </section>
  );
}

function GuessBody({
  g,
  loadedAt,
  refresh,
}: {
  g: GuessDetail;
  loadedAt: number;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const isLogin = useUserStore((s) => s.isLogin);
  const left = useCountdown(g.closes_in, loadedAt);
  const open = g.status === 'open' && left > 0;
  const [pick, setPick] = useState<number | null>(null);
  const [amount, setAmount] = useState(g.stake_min);
  const [busy, setBusy] = useState(false);
  const canJoin = open && !g.mine;
  const label = (id: number) => g.options.find((o) => o.id === id)?.label ?? '';
  /** Fixed odds: what the picked option pays back on this stake. */
  const pickedOdds = g.options.find((o) => o.id === pick)?.odds_bp ?? null;

  const join = async () => {
    if (!isLogin) return void navigateTo('/pages/login').catch(() => undefined);
    if (pick === null) return showToast(t('points.guess.pickFirst'));
    setBusy(true);
    try {
      const r = await joinGuess({ id: g.id, option_id: pick, amount });
      useUserStore.setState({ integral: r.integral });
      showSuccess(t('points.guess.joined', { count: amount }));
      await Promise.all([
        refresh(),
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
      <header className="pt-gd">
        <span className={`pt-tag pt-tag--${open ? 'open' : g.status === 'open' ? 'closed' : g.status}`}>
          {t(`points.guess.status.${open ? 'open' : g.status === 'open' ? 'closed' : g.status}`)}
        </span>
        <h1 className="pt-gd__title" data-testid="guess-title">
          {g.title}
        </h1>
        <div className="pt-gd__meta">
          <span>{t('points.guess.pool', { count: g.pool })}</span>
          <span>{t('points.guess.stakers', { count: g.stakers })}</span>
        </div>
        {open && (
          <div className="pt-gd__clock" data-testid="guess-countdown">
            {t('points.guess.closesIn', { time: countdown(left) })}
          </div>
        )}
      </header>
      <section className="pt-card">
        <h2 className="pt-card__title">{t('points.guess.options')}</h2>
        {g.options.map((o, i) => (
          <button
            type="button"
            key={o.id}
            className={`pt-opt${pick === o.id ? ' is-on' : ''}${o.winner ? ' is-winner' : ''}${g.mine?.option_id === o.id ? ' is-mine' : ''}`}
            disabled={!canJoin}
            onClick={() => setPick(o.id)}
            data-testid={`guess-option-${o.id}`}
            aria-pressed={pick === o.id}
          >
            <span className="pt-opt__fill" style={{ width: `${o.share}%` }} aria-hidden="true" />
            <span className="pt-opt__label">
              <i className={`pt-dot pt-guess__seg--${i % 4}`} />
              {o.label}
              {o.winner && <em className="pt-opt__win">{t('points.guess.winner')}</em>}
              {o.odds !== null && (
                <em className="pt-opt__odds" data-testid={`guess-odds-${o.id}`}>
                  {t('points.guess.odds', { odds: o.odds })}
                </em>
              )}
            </span>
            <span className="pt-opt__share">
              {o.share}% · {t('points.count', { count: o.pool })}
            </span>
          </button>
        ))}
        {canJoin && (
          <div className="pt-stake">
            <div className="pt-stake__row">
              <span>
                {g.fixed
                  ? t('points.guess.fixedStake')
                  : t('points.guess.stake', { min: g.stake_min, max: g.stake_max })}
              </span>
              {g.fixed ? (
                <strong>{t('points.count', { count: g.stake_min })}</strong>
              ) : (
                <Stepper
                  min={g.stake_min}
                  max={g.stake_max}
                  step={Math.max(1, Math.round(g.stake_min))}
                  value={amount}
                  onChange={(v) => setAmount(Math.round(v))}
                  data-testid="guess-amount"
                />
              )}
            </div>
            {pickedOdds !== null && (
              <p className="pt-stake__win" data-testid="guess-potential-win">
                {t('points.guess.potentialWin', { count: oddsWin(amount, pickedOdds) })}
              </p>
            )}
            <Button
              block
              shape="rounded"
              color="primary"
              className="gradient-button"
              loading={busy}
              disabled={busy}
              onClick={() => void join()}
              data-testid="guess-join"
            >
              {t('points.guess.join', { count: amount })}
            </Button>
          </div>
        )}
      </section>
      {g.mine && (
        <section className="pt-card" data-testid="guess-mine">
          <h2 className="pt-card__title">{t('points.guess.myStake')}</h2>
          <p className="pt-mine">
            {t('points.guess.stakedOn', { count: g.mine.amount, label: label(g.mine.option_id) })}
          </p>
          <p className={`pt-mine pt-mine--${g.mine.state}`} data-testid="guess-outcome">
            {t(`points.guess.outcome.${g.mine.state}`, { count: g.mine.payout })}
          </p>
        </section>
      )}
      {g.status === 'settled' && g.winner_option_id !== null && (
        <section className="pt-card" data-testid="guess-result">
          <h2 className="pt-card__title">{t('points.guess.result')}</h2>
          <p className="pt-mine">{t('points.guess.resultText', { label: label(g.winner_option_id) })}</p>
          <p className="pt-note">
            {g.settlement === 'odds'
              ? t('points.guess.oddsNote')
              : t('points.guess.rakeNote', { rake: g.rake_bp / 100 })}
          </p>
        </section>
      )}
      {g.can_manage && <Manage g={g} onDone={refresh} />}
      {!g.can_manage && g.activity_id !== null && (
        <button
          type="button"
          className="pt-link pt-link--block"
          onClick={() =>
            void navigateTo(pageUrl('/pages/activity-detail', { id: g.activity_id! })).catch(() => undefined)
          }
        >
          {t('points.guess.toActivity')}
        </button>
      )}
      <p className="pt-note pt-note--pad">
        {g.settlement === 'odds'
          ? t('points.guess.oddsRules')
          : t('points.guess.rules', { rake: g.rake_bp / 100 })}
      </p>
    </>
  );
}

/** A guess: the question, options with live shares, the stake picker, the countdown and the result. */
export function GuessDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId() ?? 0;
  const q = useQuery({ ...guessDetailQuery(id), enabled: id > 0 });
  return (
    <Page path="/pages/guess-detail" title={t('points.guess.title')} className="pt-page">
      <QueryState
        isPending={id > 0 && q.isPending}
        error={id > 0 ? q.error : new Error(t('points.guess.missing'))}
        refetch={q.refetch}
        notFoundText={t('points.guess.missing')}
      >
        {q.data && <GuessBody g={q.data} loadedAt={q.dataUpdatedAt} refresh={q.refetch} />}
      </QueryState>
    </Page>
  );
}
