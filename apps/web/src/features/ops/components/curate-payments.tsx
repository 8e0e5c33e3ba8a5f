import type { mall } from '@dance/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { opsKeys } from '../api/keys.ts';
import { paymentSettingQuery, savePaymentSetting } from '../api/payment-setting.ts';
import { Result, useChange } from './curate-parts.tsx';

type PayType = (typeof mall.PAY_TYPES)[number];

/** Whole minutes an unpaid order may wait: 1 to 1440 (a day). */
const MINUTES = /^\d{1,4}$/;

/** The ways of paying buyers are offered, and how long an unpaid order waits before it closes. */
export function CuratePayments() {
  const { t } = useTranslation();
  const setting = useQuery(paymentSettingQuery());
  const change = useChange();
  const [methods, setMethods] = useState<PayType[]>([]);
  const [minutes, setMinutes] = useState('');
  const d = setting.data;

  useEffect(() => {
    if (!d) return;
    setMethods(d.methods);
    setMinutes(d.unpaid_minutes === d.default_unpaid_minutes ? '' : String(d.unpaid_minutes));
  }, [d]);

  const toggle = (m: PayType) =>
    setMethods((old) => (old.includes(m) ? old.filter((x) => x !== m) : [...old, m]));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!methods.length) return change.setStatus({ ok: false, text: t('ops.curate.payments.oneMethod') });
    const text = minutes.trim();
    const n = Number(text);
    if (text && (!MINUTES.test(text) || n < 1 || n > 1440))
      return change.setStatus({ ok: false, text: t('ops.curate.payments.range') });
    await change.run(
      () => savePaymentSetting({ methods, unpaid_minutes: text ? n : null }),
      () => t('ops.curate.payments.saved'),
      [opsKeys.payments],
    );
  };

  return (
    <div className="ops-curate__stack ops-curate__narrow">
      <form className="ops-panel" onSubmit={(e) => void save(e)} data-testid="ops-payments-form">
        <h2 className="ops-h2">{t('ops.curate.payments.methods')}</h2>
        <fieldset className="ops-radios" aria-label={t('ops.curate.payments.methods')}>
          {(d?.available ?? []).map((m) => (
            <label key={m}>
              <input
                type="checkbox"
                checked={methods.includes(m)}
                onChange={() => toggle(m)}
                data-testid={`ops-payments-method-${m}`}
              />
              {t(`ops.curate.payments.method.${m}`)}
            </label>
          ))}
        </fieldset>
        <label className="ops-field">
          <span>{t('ops.curate.payments.unpaid')}</span>
          <input
            inputMode="numeric"
            value={minutes}
            placeholder={d ? t('ops.curate.payments.default', { count: d.default_unpaid_minutes }) : ''}
            onChange={(e) => setMinutes(e.target.value)}
            data-testid="ops-payments-unpaid"
          />
        </label>
        <p className="ops-muted">{t('ops.curate.payments.hint')}</p>
        {setting.isPending ? <p className="ops-muted">{t('ops.loading')}</p> : null}
        {setting.isError ? <p className="ops-error">{t('ops.failed')}</p> : null}
        <Result status={change.status} testId="ops-payments-result" />
        <button
          type="submit"
          className="ops-btn ops-btn--primary"
          disabled={change.busy || !d}
          data-testid="ops-payments-save"
        >
          {t('ops.curate.save')}
        </button>
      </form>
    </div>
  );
}
