import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { displayLiveKey, displayLiveQuery, setDisplayLive } from '../api/display-live.ts';
import { endLive } from '../api/end-live.ts';
import { opsKeys } from '../api/keys.ts';
import { sanctionUser } from '../api/sanction.ts';
import { OpsShell, errorText } from '../components/ops-shell.tsx';

/** Warn, mute or ban a user; end a live; for editors, show or hide the live entrances. */
export function OpsToolsPage() {
  return (
    <OpsShell page="ops-tools" section="tools">
      {(me) => <ToolsBody editor={me.editor} />}
    </OpsShell>
  );
}

function ToolsBody({ editor }: { editor: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="ops-page">
      <h1 className="ops-h1">{t('ops.nav.tools')}</h1>
      <div className="ops-tools">
        <SanctionForm />
        <EndLiveForm />
        {editor ? <DisplayLiveSwitch /> : null}
      </div>
    </div>
  );
}

/** The app's live entrances, shown or hidden at once (logged). */
function DisplayLiveSwitch() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const shown = useQuery(displayLiveQuery());
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const flip = async () => {
    if (shown.data === undefined) return;
    setBusy(true);
    try {
      const r = await setDisplayLive(!shown.data);
      client.setQueryData(displayLiveKey, r.on);
      setStatus({ ok: true, text: t(r.on ? 'ops.tools.liveShown' : 'ops.tools.liveHidden') });
      void client.invalidateQueries({ queryKey: opsKeys.logs });
    } catch (err) {
      setStatus({ ok: false, text: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ops-panel" data-testid="ops-display-live">
      <h2 className="ops-h2">{t('ops.tools.displayLive')}</h2>
      <p className="ops-muted">
        {shown.data === undefined ? '…' : t(shown.data ? 'ops.tools.liveShown' : 'ops.tools.liveHidden')}
      </p>
      <Result status={status} testId="ops-display-live-result" />
      <button
        type="button"
        className="ops-btn ops-btn--primary"
        disabled={busy || shown.data === undefined}
        onClick={() => void flip()}
        data-testid="ops-display-live-toggle"
      >
        {t(shown.data ? 'ops.tools.hideLive' : 'ops.tools.showLive')}
      </button>
    </section>
  );
}

type Status = { ok: boolean; text: string } | null;

const SANCTIONS = ['warn', 'mute', 'unmute', 'ban'] as const;
type SanctionAction = (typeof SANCTIONS)[number];
/** The contract's longest mute: 30 days. */
const MAX_MUTE_HOURS = 720;

function Result({ status, testId }: { status: Status; testId: string }) {
  if (!status) return null;
  return (
    <p
      className={status.ok ? 'ops-ok' : 'ops-error'}
      role={status.ok ? 'status' : 'alert'}
      data-testid={testId}
    >
      {status.text}
    </p>
  );
}

function SanctionForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const [action, setAction] = useState<SanctionAction>('warn');
  const [hours, setHours] = useState('24');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(userId);
    if (!id || !reason.trim()) return setStatus({ ok: false, text: t('ops.tools.fill') });
    const h = Number(hours);
    if (action === 'mute' && !(Number.isInteger(h) && h >= 1 && h <= MAX_MUTE_HOURS))
      return setStatus({ ok: false, text: t('ops.tools.hoursRange', { max: MAX_MUTE_HOURS }) });
    if (action === 'ban' && !globalThis.confirm(t('ops.tools.confirmBan', { id }))) return;
    setBusy(true);
    try {
      await sanctionUser({
        user_id: id,
        action,
        reason: reason.trim(),
        ...(action === 'mute' ? { hours: h } : {}),
      });
      setStatus({ ok: true, text: t(`ops.tools.done.${action}`, { id }) });
      setReason('');
      void client.invalidateQueries({ queryKey: opsKeys.logs });
    } catch (err) {
      setStatus({ ok: false, text: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ops-panel" onSubmit={(e) => void submit(e)} data-testid="ops-sanction">
      <h2 className="ops-h2">{t('ops.tools.sanction')}</h2>
      <label className="ops-field">
        <span>{t('ops.tools.userId')}</span>
        <input
          inputMode="numeric"
          value={userId}
          onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))}
          data-testid="ops-sanction-user"
        />
      </label>
      <fieldset className="ops-radios">
        {SANCTIONS.map((a) => (
          <label key={a}>
            <input
              type="radio"
              name="action"
              checked={action === a}
              onChange={() => setAction(a)}
              data-testid={`ops-sanction-${a}`}
            />
            {t(`ops.decision.${a}`)}
          </label>
        ))}
      </fieldset>
      {action === 'mute' ? (
        <label className="ops-field">
          <span>{t('ops.tools.hours')}</span>
          <input
            type="number"
            min={1}
            max={MAX_MUTE_HOURS}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
            data-testid="ops-sanction-hours"
          />
        </label>
      ) : null}
      <label className="ops-field">
        <span>{t('ops.form.reason')}</span>
        <textarea
          value={reason}
          maxLength={200}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          data-testid="ops-sanction-reason"
        />
      </label>
      <Result status={status} testId="ops-sanction-result" />
      <button
        type="submit"
        className="ops-btn ops-btn--danger"
        disabled={busy}
        data-testid="ops-sanction-submit"
      >
        {t(`ops.decision.${action}`)}
      </button>
    </form>
  );
}

function EndLiveForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [liveId, setLiveId] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(liveId);
    if (!id || !reason.trim()) return setStatus({ ok: false, text: t('ops.tools.fill') });
    setBusy(true);
    try {
      await endLive(id, reason.trim());
      setStatus({ ok: true, text: t('ops.tools.done.end', { id }) });
      setReason('');
      void client.invalidateQueries({ queryKey: opsKeys.logs });
    } catch (err) {
      setStatus({ ok: false, text: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ops-panel" onSubmit={(e) => void submit(e)} data-testid="ops-end-live">
      <h2 className="ops-h2">{t('ops.tools.endLive')}</h2>
      <label className="ops-field">
        <span>{t('ops.tools.liveId')}</span>
        <input
          inputMode="numeric"
          value={liveId}
          onChange={(e) => setLiveId(e.target.value.replace(/\D/g, ''))}
          data-testid="ops-live-id"
        />
      </label>
      <label className="ops-field">
        <span>{t('ops.form.reason')}</span>
        <textarea
          value={reason}
          maxLength={200}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          data-testid="ops-live-reason"
        />
      </label>
      <Result status={status} testId="ops-live-result" />
      <button type="submit" className="ops-btn ops-btn--danger" disabled={busy} data-testid="ops-live-submit">
        {t('ops.tools.endLive')}
      </button>
    </form>
  );
}
