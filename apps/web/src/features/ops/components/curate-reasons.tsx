import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { addInformCat } from '../api/inform-cat-add.ts';
import { editInformCat } from '../api/inform-cat-edit.ts';
import { informCatListQuery, type ReasonItem } from '../api/inform-cat-list.ts';
import { removeInformCat } from '../api/inform-cat-remove.ts';
import { opsKeys } from '../api/keys.ts';
import { addReportReason } from '../api/report-reason-add.ts';
import { editReportReason } from '../api/report-reason-edit.ts';
import { reportReasonListQuery } from '../api/report-reason-list.ts';
import { removeReportReason } from '../api/report-reason-remove.ts';
import { OTHER_LANGS, type OtherLang } from '../lib/curate.ts';
import { Result, confirmed, useChange } from './curate-parts.tsx';

/** The two lists of report reasons, each with its own calls. */
const LISTS = {
  'inform-cat': {
    query: informCatListQuery,
    add: addInformCat,
    edit: editInformCat,
    remove: removeInformCat,
  },
  'report-reason': {
    query: reportReasonListQuery,
    add: addReportReason,
    edit: editReportReason,
    remove: removeReportReason,
  },
} as const;
export type ReasonList = keyof typeof LISTS;
const REASON_LISTS = Object.keys(LISTS) as ReasonList[];

type Names = Record<OtherLang, string>;
const noNames = (): Names => ({ 'zh-Hant': '', en: '', es: '', fr: '' });
interface Draft {
  /** 0: a new reason. */
  id: number;
  name: string;
  names: Names;
  sort: string;
  hidden: boolean;
}
const emptyDraft = (): Draft => ({ id: 0, name: '', names: noNames(), sort: '0', hidden: false });
const draftOf = (r: ReasonItem): Draft => ({
  id: r.id,
  name: r.name,
  names: { ...noNames(), ...r.names },
  sort: String(r.sort),
  hidden: r.hidden,
});

/** The report reasons: both lists, removed ones greyed, added, edited, removed and restored. */
export function CurateReasons() {
  const { t } = useTranslation();
  const [which, setWhich] = useState<ReasonList>('inform-cat');
  const calls = LISTS[which];
  const list = useQuery(calls.query());
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const change = useChange();
  const refresh = [opsKeys.curateReasons(which)];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sort = Number(draft.sort);
    if (!draft.name.trim()) return change.setStatus({ ok: false, text: t('ops.curate.reasons.fill') });
    if (!(Number.isInteger(sort) && sort >= 0 && sort <= 9999))
      return change.setStatus({ ok: false, text: t('ops.curate.sortRange') });
    const names = Object.fromEntries(OTHER_LANGS.map((l) => [l, draft.names[l].trim()])) as Names;
    const saved = await change.run(
      () =>
        draft.id
          ? calls.edit({ id: draft.id, name: draft.name.trim(), names, sort, hidden: draft.hidden })
          : calls.add({ name: draft.name.trim(), names, sort }),
      (r) => t(draft.id ? 'ops.curate.reasons.saved' : 'ops.curate.reasons.added', { name: r.name }),
      refresh,
    );
    if (saved) setDraft(emptyDraft());
  };
  const remove = (r: ReasonItem) => {
    if (!confirmed(t('ops.curate.reasons.confirmRemove', { name: r.name }))) return;
    void change.run(
      () => calls.remove(r.id),
      () => t('ops.curate.reasons.removed', { name: r.name }),
      refresh,
    );
  };
  const restore = (r: ReasonItem) =>
    void change.run(
      () => calls.edit({ id: r.id, hidden: false }),
      () => t('ops.curate.reasons.restored', { name: r.name }),
      refresh,
    );

  return (
    <div className="ops-split">
      <div>
        <div className="ops-toolbar" role="radiogroup">
          {REASON_LISTS.map((l) => (
            <label key={l} className="ops-field ops-field--inline">
              <input
                type="radio"
                name="reason-list"
                checked={which === l}
                onChange={() => {
                  setWhich(l);
                  setDraft(emptyDraft());
                  change.setStatus(null);
                }}
                data-testid={`ops-reasons-list-${l}`}
              />
              <span>{t(`ops.curate.reasons.list.${l}`)}</span>
            </label>
          ))}
        </div>
        <table className="ops-table" data-testid="ops-reasons-table">
          <thead>
            <tr>
              <th>{t('ops.curate.sort')}</th>
              <th>{t('ops.curate.reasons.name')}</th>
              <th>{t('ops.curate.reasons.names')}</th>
              <th>{t('ops.curate.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(list.data?.list ?? []).map((r) => (
              <tr
                key={r.id}
                className={r.hidden ? 'ops-curate__off' : undefined}
                data-testid={`ops-reason-${r.id}`}
              >
                <td className="ops-mono">{r.sort}</td>
                <td className="ops-nowrap">{r.name}</td>
                <td className="ops-muted">
                  {OTHER_LANGS.filter((l) => r.names[l])
                    .map((l) => `${t(`ops.curate.lang.${l}`)}: ${r.names[l]}`)
                    .join(' · ')}
                </td>
                <td className="ops-nowrap">
                  {t(r.hidden ? 'ops.curate.reasons.hidden' : 'ops.curate.reasons.offered')}
                </td>
                <td className="ops-nowrap ops-curate__actions">
                  <button
                    type="button"
                    className="ops-link"
                    onClick={() => {
                      setDraft(draftOf(r));
                      change.setStatus(null);
                    }}
                    data-testid={`ops-reason-edit-${r.id}`}
                  >
                    {t('ops.operators.edit')}
                  </button>
                  {r.hidden ? (
                    <button
                      type="button"
                      className="ops-link"
                      disabled={change.busy}
                      onClick={() => restore(r)}
                      data-testid={`ops-reason-restore-${r.id}`}
                    >
                      {t('ops.curate.reasons.restore')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="ops-link ops-curate__danger"
                      disabled={change.busy}
                      onClick={() => remove(r)}
                      data-testid={`ops-reason-remove-${r.id}`}
                    >
                      {t('ops.curate.remove')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
        {list.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
        {list.isSuccess && !list.data.list.length ? (
          <p className="ops-muted ops-pad">{t('ops.curate.reasons.empty')}</p>
        ) : null}
      </div>
      <form className="ops-panel" onSubmit={(e) => void submit(e)} data-testid="ops-reason-form">
        <h2 className="ops-h2">
          {draft.id ? t('ops.curate.reasons.edit', { id: draft.id }) : t('ops.curate.reasons.add')}
        </h2>
        <label className="ops-field">
          <span>{t('ops.curate.reasons.nameMain')}</span>
          <input
            value={draft.name}
            maxLength={20}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            data-testid="ops-reason-name"
          />
        </label>
        {OTHER_LANGS.map((l) => (
          <label className="ops-field" key={l}>
            <span>{t(`ops.curate.lang.${l}`)}</span>
            <input
              value={draft.names[l]}
              maxLength={20}
              onChange={(e) => setDraft({ ...draft, names: { ...draft.names, [l]: e.target.value } })}
              data-testid={`ops-reason-name-${l}`}
            />
          </label>
        ))}
        <label className="ops-field">
          <span>{t('ops.curate.sortHint')}</span>
          <input
            type="number"
            min={0}
            max={9999}
            value={draft.sort}
            onChange={(e) => setDraft({ ...draft, sort: e.target.value })}
            data-testid="ops-reason-sort"
          />
        </label>
        {draft.id ? (
          <label className="ops-radios">
            <input
              type="checkbox"
              checked={!draft.hidden}
              onChange={(e) => setDraft({ ...draft, hidden: !e.target.checked })}
              data-testid="ops-reason-offered"
            />
            {t('ops.curate.reasons.offeredBox')}
          </label>
        ) : null}
        <Result status={change.status} testId="ops-reasons-result" />
        <div className="ops-decisions">
          <button
            type="submit"
            className="ops-btn ops-btn--primary"
            disabled={change.busy}
            data-testid="ops-reason-submit"
          >
            {t(draft.id ? 'ops.curate.save' : 'ops.curate.reasons.add')}
          </button>
          {draft.id ? (
            <button type="button" className="ops-btn" onClick={() => setDraft(emptyDraft())}>
              {t('ops.curate.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
