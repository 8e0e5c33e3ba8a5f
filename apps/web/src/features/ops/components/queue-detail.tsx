import type { Decision } from '@dance/contracts/ops';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { claimItem } from '../api/claim.ts';
import { decideItem, type DecideInput } from '../api/decide.ts';
import { opsKeys } from '../api/keys.ts';
import type { QueueItem } from '../api/queue.ts';
import { isTyping, needsReason, refundAmount, shortcutDecision } from '../lib/decisions.ts';
import { stamp } from '../lib/format.ts';
import { errorText } from './ops-shell.tsx';

/**
 * The open item: claimed on opening (another operator's hold is shown, not obeyed), its facts and
 * images, and the decision form with its keyboard shortcuts.
 */
export function QueueDetail(props: {
  item: QueueItem;
  onDecided: (item: QueueItem) => void;
  onMove: (step: 1 | -1) => void;
}) {
  const { t } = useTranslation();
  const { kind, ref } = props.item;
  const claim = useQuery({
    queryKey: opsKeys.claim(kind, ref),
    queryFn: () => claimItem(kind, ref),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const item = claim.data ?? props.item;
  const [reason, setReason] = useState('');
  const [optionId, setOptionId] = useState(0);
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(props.item.max_refund ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [enlarged, setEnlarged] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const decide = async (decision: Decision) => {
    if (busy) return;
    if (needsReason(decision) && !reason.trim()) {
      setError(t('ops.form.reasonRequired'));
      reasonRef.current?.focus();
      return;
    }
    if (decision === 'settle' && !optionId) {
      setError(t('ops.form.optionRequired'));
      return;
    }
    const refund = decision === 'refund' ? refundAmount(amount, item.max_refund ?? '0.00') : null;
    if (decision === 'refund' && !refund) {
      setError(t('ops.form.amountInvalid', { max: item.max_refund }));
      return;
    }
    const input: DecideInput = { kind, ref, decision, reason: reason.trim() };
    if (decision === 'settle') input.option_id = optionId;
    if (refund) input.amount = refund;
    if (decision === 'pay' && reference.trim()) input.reference = reference.trim();
    setBusy(true);
    setError('');
    try {
      await decideItem(input);
      props.onDecided(item);
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const enlargedOpen = useRef(false);
  enlargedOpen.current = Boolean(enlarged);
  // The latest handlers for the one key listener.
  const keys = useRef({ decide, reason, onMove: props.onMove, decisions: item.decisions });
  keys.current = { decide, reason, onMove: props.onMove, decisions: item.decisions };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || enlargedOpen.current) return;
      const k = keys.current;
      if (e.key === 'j' || e.key === 'k') {
        e.preventDefault();
        k.onMove(e.key === 'j' ? 1 : -1);
      } else if (e.key === 'a' || e.key === 'r') {
        const d = shortcutDecision(e.key, k.decisions);
        if (!d) return;
        e.preventDefault();
        if (e.key === 'r' && !k.reason.trim()) {
          setError(t('ops.form.reasonRequired'));
          reasonRef.current?.focus();
          return;
        }
        void k.decide(d);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [t]);

  const holder = item.claim && !item.claim.mine ? item.claim : null;
  const approveKey = shortcutDecision('a', item.decisions);
  const refuseKey = shortcutDecision('r', item.decisions);
  return (
    <section className="ops-detail" data-testid="ops-detail" data-ref={`${kind}-${ref}`}>
      <header className="ops-detail__head">
        <span className={`ops-kind ops-kind--${kind}`}>{t(`ops.kind.${kind}`)}</span>
        <h2 className="ops-detail__title" data-testid="ops-detail-title">
          {item.title}
        </h2>
      </header>
      {holder ? (
        <p className="ops-warn" role="status" data-testid="ops-held-by">
          {t('ops.detail.heldBy', { name: holder.operator.nickname, at: stamp(holder.at) })}
        </p>
      ) : null}
      {claim.isError ? (
        <p className="ops-error" role="alert" data-testid="ops-claim-error">
          {errorText(claim.error, t)}
        </p>
      ) : null}
      <p className="ops-detail__summary">{item.summary}</p>
      <dl className="ops-facts">
        {item.user ? (
          <>
            <dt>{t('ops.detail.user')}</dt>
            <dd>
              {item.user.nickname} <span className="ops-muted">#{item.user.id}</span>
            </dd>
          </>
        ) : null}
        <dt>{t('ops.detail.created')}</dt>
        <dd>{stamp(item.created_at)}</dd>
        {item.facts.map((f) => (
          <FactRow key={f.label} label={f.label} value={f.value} />
        ))}
      </dl>
      {item.images.length ? (
        <div className="ops-images">
          {item.images.map((src) => (
            <button
              type="button"
              key={src}
              onClick={() => setEnlarged(src)}
              aria-label={t('ops.detail.enlarge')}
            >
              <img src={src} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      ) : null}

      <form
        className="ops-form"
        onSubmit={(e) => e.preventDefault()}
        data-testid="ops-decision-form"
        aria-busy={busy}
      >
        {item.options.length ? (
          <label className="ops-field">
            <span>{t('ops.form.option')}</span>
            <select
              value={optionId}
              onChange={(e) => setOptionId(Number(e.target.value))}
              data-testid="ops-option"
            >
              <option value={0}>{t('ops.form.pickOption')}</option>
              {item.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {item.decisions.includes('refund') && item.max_refund ? (
          <label className="ops-field">
            <span>{t('ops.form.amount')}</span>
            <input
              value={amount}
              inputMode="decimal"
              maxLength={12}
              onChange={(e) => setAmount(e.target.value)}
              placeholder={t('ops.form.amountHint', { max: item.max_refund })}
              data-testid="ops-amount"
            />
          </label>
        ) : null}
        {item.decisions.includes('pay') ? (
          <label className="ops-field">
            <span>{t('ops.form.reference')}</span>
            <input
              value={reference}
              maxLength={100}
              onChange={(e) => setReference(e.target.value)}
              data-testid="ops-reference"
            />
          </label>
        ) : null}
        <label className="ops-field">
          <span>{t('ops.form.reason')}</span>
          <textarea
            ref={reasonRef}
            value={reason}
            maxLength={200}
            rows={3}
            placeholder={t('ops.form.reasonHint')}
            onChange={(e) => setReason(e.target.value)}
            data-testid="ops-reason"
          />
        </label>
        {error ? (
          <p className="ops-error" role="alert" data-testid="ops-decide-error">
            {error}
          </p>
        ) : null}
        <div className="ops-decisions">
          {item.decisions.map((d) => (
            <button
              type="button"
              key={d}
              disabled={busy}
              className={`ops-btn ${needsReason(d) ? 'ops-btn--danger' : 'ops-btn--primary'}`}
              onClick={() => void decide(d)}
              data-testid={`ops-decide-${d}`}
            >
              {t(`ops.decision.${d}`)}
              {d === approveKey ? <kbd>a</kbd> : d === refuseKey ? <kbd>r</kbd> : null}
            </button>
          ))}
        </div>
        <p className="ops-muted ops-shortcuts" data-testid="ops-shortcuts">
          {t('ops.detail.shortcuts')}
        </p>
      </form>
      {enlarged ? (
        <div
          className="ops-lightbox"
          role="dialog"
          aria-label={t('ops.detail.enlarge')}
          onClick={() => setEnlarged('')}
          onKeyDown={(e) => e.key === 'Escape' && setEnlarged('')}
          tabIndex={-1}
          data-testid="ops-lightbox"
        >
          <img src={enlarged} alt="" />
        </div>
      ) : null}
    </section>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t(`ops.fact.${label}`, { defaultValue: label })}</dt>
      <dd>
        {label === 'sample' ? (
          <audio controls preload="none" src={value} className="ops-audio" data-testid="ops-sample" />
        ) : /^https?:\/\//.test(value) || value.startsWith('/') ? (
          <a href={value} target="_blank" rel="noreferrer">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </>
  );
}
