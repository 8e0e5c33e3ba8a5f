import { OPERATOR_ROLES, type OperatorRole } from '@dance/contracts/ops';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { opsKeys } from '../api/keys.ts';
import { operatorsQuery, setRoles } from '../api/operators.ts';
import { OpsShell, errorText } from '../components/ops-shell.tsx';

/** Super operators: the operators with their roles, and setting a user's roles. */
export function OpsOperatorsPage() {
  return (
    <OpsShell page="ops-operators" section="operators">
      {() => <OperatorsBody />}
    </OpsShell>
  );
}

function OperatorsBody() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(operatorsQuery());
  const [userId, setUserId] = useState('');
  const [roles, setRolesState] = useState<OperatorRole[]>([]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const toggle = (r: OperatorRole) =>
    setRolesState((now) => (now.includes(r) ? now.filter((x) => x !== r) : [...now, r]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(userId);
    if (!id) return setStatus({ ok: false, text: t('ops.tools.fill') });
    setBusy(true);
    try {
      const saved = await setRoles({ user_id: id, roles, reason: reason.trim() });
      setStatus({ ok: true, text: t('ops.operators.saved', { name: saved.user.nickname }) });
      setReason('');
      void client.invalidateQueries({ queryKey: opsKeys.operators });
      void client.invalidateQueries({ queryKey: opsKeys.logs });
    } catch (err) {
      setStatus({ ok: false, text: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ops-page">
      <h1 className="ops-h1">{t('ops.nav.operators')}</h1>
      <div className="ops-split">
        <table className="ops-table" data-testid="ops-operators-table">
          <thead>
            <tr>
              <th>{t('ops.operators.user')}</th>
              <th>{t('ops.operators.mobile')}</th>
              <th>{t('ops.operators.roles')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(list.data?.list ?? []).map((o) => (
              <tr key={o.user.id} data-testid={`ops-operator-${o.user.id}`}>
                <td>
                  {o.user.nickname} <span className="ops-muted">#{o.user.id}</span>
                </td>
                <td className="ops-mono">{o.mobile}</td>
                <td>
                  {o.roles.map((r) => (
                    <span className="ops-tag" key={r}>
                      {t(`ops.role.${r}`)}
                    </span>
                  ))}
                </td>
                <td>
                  <button
                    type="button"
                    className="ops-link"
                    onClick={() => {
                      setUserId(String(o.user.id));
                      setRolesState(o.roles);
                      setStatus(null);
                    }}
                  >
                    {t('ops.operators.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <form className="ops-panel" onSubmit={(e) => void submit(e)} data-testid="ops-set-roles">
          <h2 className="ops-h2">{t('ops.operators.set')}</h2>
          <label className="ops-field">
            <span>{t('ops.tools.userId')}</span>
            <input
              inputMode="numeric"
              value={userId}
              onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))}
              data-testid="ops-roles-user"
            />
          </label>
          <fieldset className="ops-radios">
            {OPERATOR_ROLES.map((r) => (
              <label key={r}>
                <input
                  type="checkbox"
                  checked={roles.includes(r)}
                  onChange={() => toggle(r)}
                  data-testid={`ops-role-${r}`}
                />
                {t(`ops.role.${r}`)}
              </label>
            ))}
          </fieldset>
          <p className="ops-muted">{t('ops.operators.noneHint')}</p>
          <label className="ops-field">
            <span>{t('ops.form.reason')}</span>
            <textarea value={reason} maxLength={200} rows={2} onChange={(e) => setReason(e.target.value)} />
          </label>
          {status ? (
            <p className={status.ok ? 'ops-ok' : 'ops-error'} role="status" data-testid="ops-roles-result">
              {status.text}
            </p>
          ) : null}
          <button
            type="submit"
            className="ops-btn ops-btn--primary"
            disabled={busy}
            data-testid="ops-roles-submit"
          >
            {t('ops.operators.save')}
          </button>
        </form>
      </div>
    </div>
  );
}
