import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useOpsLog, type LogItem } from '../api/log.ts';
import { OpsShell } from '../components/ops-shell.tsx';
import { LOG_KINDS } from '../lib/decisions.ts';
import { changes, stamp } from '../lib/format.ts';

/** The action log, newest first, filtered by kind, operator and ref. */
export function OpsLogPage() {
  return (
    <OpsShell page="ops-log" section="log">
      {() => <LogBody />}
    </OpsShell>
  );
}

function LogBody() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ kind: '', operator: '', ref: '' });
  const [applied, setApplied] = useState(filter);
  const log = useOpsLog(applied.kind, Number(applied.operator) || 0, applied.ref.trim());
  const rows = log.data?.pages.flatMap((p) => p.list) ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(filter);
  };
  return (
    <div className="ops-page">
      <form className="ops-toolbar" onSubmit={submit}>
        <h1 className="ops-h1">{t('ops.nav.log')}</h1>
        <label className="ops-field ops-field--inline">
          <span>{t('ops.queue.kind')}</span>
          <select
            value={filter.kind}
            onChange={(e) => {
              const next = { ...filter, kind: e.target.value };
              setFilter(next);
              setApplied(next);
            }}
            data-testid="ops-log-kind"
          >
            <option value="">{t('ops.queue.all')}</option>
            {LOG_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`ops.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-field ops-field--inline">
          <span>{t('ops.log.operator')}</span>
          <input
            inputMode="numeric"
            size={8}
            value={filter.operator}
            onChange={(e) => setFilter({ ...filter, operator: e.target.value.replace(/\D/g, '') })}
            data-testid="ops-log-operator"
          />
        </label>
        <label className="ops-field ops-field--inline">
          <span>{t('ops.log.ref')}</span>
          <input
            size={12}
            value={filter.ref}
            maxLength={40}
            onChange={(e) => setFilter({ ...filter, ref: e.target.value })}
            data-testid="ops-log-ref"
          />
        </label>
        <button type="submit" className="ops-btn ops-btn--primary" data-testid="ops-log-apply">
          {t('ops.log.apply')}
        </button>
      </form>
      <table className="ops-table" data-testid="ops-log-table">
        <thead>
          <tr>
            <th>{t('ops.log.time')}</th>
            <th>{t('ops.log.operator')}</th>
            <th>{t('ops.queue.col.kind')}</th>
            <th>{t('ops.log.ref')}</th>
            <th>{t('ops.log.decision')}</th>
            <th>{t('ops.log.reason')}</th>
            <th>{t('ops.log.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <LogRow key={r.id} row={r} />
          ))}
        </tbody>
      </table>
      {log.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
      {log.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
      {log.isSuccess && !rows.length ? <p className="ops-muted ops-pad">{t('ops.log.empty')}</p> : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className="ops-btn ops-more"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
          data-testid="ops-more"
        >
          {t('ops.more')}
        </button>
      ) : null}
    </div>
  );
}

function LogRow({ row }: { row: LogItem }) {
  const { t } = useTranslation();
  const diff = changes(row.before, row.after);
  return (
    <tr data-testid={`ops-log-${row.kind}-${row.ref}`} data-decision={row.decision}>
      <td className="ops-nowrap">{stamp(row.created_at)}</td>
      <td>
        {row.operator.nickname} <span className="ops-muted">#{row.operator.id}</span>
      </td>
      <td>{t(`ops.kind.${row.kind}`, { defaultValue: row.kind })}</td>
      <td className="ops-mono">{row.ref}</td>
      <td>
        <span className="ops-tag">{t(`ops.decision.${row.decision}`, { defaultValue: row.decision })}</span>
      </td>
      <td className="ops-cell--reason">{row.reason}</td>
      <td className="ops-diff">
        {diff.map((c) => (
          <div key={c.key}>
            <span className="ops-mono">{c.key}</span>: <del>{c.before}</del> → <ins>{c.after}</ins>
          </div>
        ))}
      </td>
    </tr>
  );
}
