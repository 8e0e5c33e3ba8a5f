import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { redirectTo, pageUrl } from '../../../lib/navigation.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { createGuess } from '../api/create-guess.ts';

type Settlement = 'pool' | 'odds';

/** The options typed one per line, trimmed, empty lines dropped. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * Creating a guess (an operator, or the activity's organiser): the question, its options (a
 * battle's guess takes its two competitors), the stake rule, the close time and the settlement:
 * pari-mutuel with a fee, or fixed odds typed per option.
 */
export function GuessCreatePage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const activityId = params.getId('activity_id');
  const battleId = params.getId('battle_id');
  const [title, setTitle] = useState('');
  const [optionsText, setOptionsText] = useState('');
  const [settlement, setSettlement] = useState<Settlement>('pool');
  const [odds, setOdds] = useState<string[]>([]);
  const [stakeMin, setStakeMin] = useState('10');
  const [stakeMax, setStakeMax] = useState('200');
  const [rake, setRake] = useState('5');
  const [closeAt, setCloseAt] = useState('');
  const [busy, setBusy] = useState(false);
  const labels =
    battleId !== null ? [t('points.create.sideA'), t('points.create.sideB')] : linesOf(optionsText);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const close = closeAt ? new Date(closeAt) : null;
    if (!close || Number.isNaN(close.getTime())) return showToast(t('points.create.closeMissing'));
    setBusy(true);
    try {
      const g = await createGuess({
        title,
        ...(activityId !== null ? { activity_id: activityId } : {}),
        ...(battleId !== null ? { battle_id: battleId } : { options: labels }),
        close_at: close.toISOString(),
        stake_min: Number(stakeMin),
        stake_max: Number(stakeMax),
        settlement,
        ...(settlement === 'odds'
          ? { odds: labels.map((_, i) => (odds[i] ?? '').trim()) }
          : { rake_bp: Math.round(Number(rake) * 100) }),
      });
      await redirectTo(pageUrl('/pages/guess-detail', { id: g.id })).catch(() => undefined);
    } catch (err) {
      showToast(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page path="/pages/guess-create" title={t('points.create.title')} className="pt-page">
      <LoginRequired>
        <form className="pt-card pt-create" onSubmit={(e) => void submit(e)} data-testid="guess-create">
          <label className="pt-create__field">
            <span>{t('points.create.question')}</span>
            <input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={80}
              data-testid="gc-title"
            />
          </label>
          {battleId === null && (
            <label className="pt-create__field">
              <span>{t('points.create.options')}</span>
              <textarea
                rows={3}
                value={optionsText}
                onChange={(e) => setOptionsText(e.target.value)}
                data-testid="gc-options"
              />
            </label>
          )}
          <fieldset className="pt-create__field">
            <legend>{t('points.create.settlement')}</legend>
            {(['pool', 'odds'] as const).map((k) => (
              <label key={k} className="pt-create__radio">
                <input
                  type="radio"
                  name="settlement"
                  checked={settlement === k}
                  onChange={() => setSettlement(k)}
                  data-testid={`gc-settlement-${k}`}
                />
                {t(`points.create.kind.${k}`)}
              </label>
            ))}
          </fieldset>
          {settlement === 'odds' ? (
            <div className="pt-create__odds" data-testid="gc-odds">
              <p className="pt-note">{t('points.create.oddsHint')}</p>
              {labels.map((label, i) => (
                <label key={`${i}-${label}`} className="pt-create__field pt-create__field--row">
                  <span>{label}</span>
                  <input
                    inputMode="decimal"
                    value={odds[i] ?? ''}
                    placeholder="2.5"
                    onChange={(e) => setOdds((o) => Object.assign([...o], { [i]: e.target.value }))}
                    data-testid={`gc-odds-${i}`}
                  />
                </label>
              ))}
            </div>
          ) : (
            <label className="pt-create__field pt-create__field--row">
              <span>{t('points.create.rake')}</span>
              <input
                inputMode="decimal"
                value={rake}
                onChange={(e) => setRake(e.target.value)}
                data-testid="gc-rake"
              />
            </label>
          )}
          <label className="pt-create__field pt-create__field--row">
            <span>{t('points.create.stakeMin')}</span>
            <input
              inputMode="numeric"
              value={stakeMin}
              onChange={(e) => setStakeMin(e.target.value)}
              data-testid="gc-min"
            />
          </label>
          <label className="pt-create__field pt-create__field--row">
            <span>{t('points.create.stakeMax')}</span>
            <input
              inputMode="numeric"
              value={stakeMax}
              onChange={(e) => setStakeMax(e.target.value)}
              data-testid="gc-max"
            />
          </label>
          <label className="pt-create__field">
            <span>{t('points.create.closeAt')}</span>
            <input
              type="datetime-local"
              value={closeAt}
              onChange={(e) => setCloseAt(e.target.value)}
              data-testid="gc-close"
            />
          </label>
          <Button
            block
            type="submit"
            shape="rounded"
            color="primary"
            className="gradient-button"
            loading={busy}
            disabled={busy}
            data-testid="gc-submit"
          >
            {t('points.create.submit')}
          </Button>
        </form>
      </LoginRequired>
    </Page>
  );
}
