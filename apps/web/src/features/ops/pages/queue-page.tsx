import type { QueueKind } from '@dance/contracts/ops';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { opsKeys } from '../api/keys.ts';
import type { OpsMe } from '../api/me.ts';
import { useQueue, type QueueCount, type QueueItem } from '../api/queue.ts';
import { OpsShell } from '../components/ops-shell.tsx';
import { QueueDetail } from '../components/queue-detail.tsx';
import { isTyping } from '../lib/decisions.ts';
import { MIN_AGES, waited } from '../lib/format.ts';

const keyOf = (i: Pick<QueueItem, 'kind' | 'ref'>) => `${i.kind}:${i.ref}`;

/** The review queue: kinds with counts, the oldest items first, and the open item beside them. */
export function OpsQueuePage() {
  const [kind, setKind] = useState<QueueKind | ''>('');
  const [minAge, setMinAge] = useState(0);
  const queue = useQueue(kind, minAge);
  const counts = queue.data?.pages[0]?.counts ?? [];
  return (
    <OpsShell
      page="ops-queue"
      section="queue"
      navExtra={<KindNav counts={counts} kind={kind} onKind={setKind} />}
    >
      {(me) => (
        <QueueBody
          me={me}
          kind={kind}
          setKind={setKind}
          minAge={minAge}
          setMinAge={setMinAge}
          queue={queue}
        />
      )}
    </OpsShell>
  );
}

function KindNav(props: { counts: QueueCount[]; kind: QueueKind | ''; onKind: (k: QueueKind | '') => void }) {
  const { t } = useTranslation();
  const total = props.counts.reduce((n, c) => n + c.count, 0);
  const overDay = props.counts.reduce((n, c) => n + c.over_day, 0);
  const entry = (k: QueueKind | '', count: number, over: number) => (
    <li key={k || 'all'}>
      <button
        type="button"
        className={`ops-nav__kind${props.kind === k ? ' ops-nav__kind--active' : ''}`}
        onClick={() => props.onKind(k)}
        data-testid={`ops-kind-${k || 'all'}`}
      >
        <span>{k ? t(`ops.kind.${k}`) : t('ops.queue.all')}</span>
        <span className="ops-count" data-testid={`ops-count-${k || 'all'}`}>
          {count}
        </span>
        {over ? (
          <span className="ops-count ops-count--late" title={t('ops.queue.overDay')}>
            {over}
          </span>
        ) : null}
      </button>
    </li>
  );
  return (
    <ul className="ops-nav__kinds">
      {entry('', total, overDay)}
      {props.counts.map((c) => entry(c.kind, c.count, c.over_day))}
    </ul>
  );
}

function QueueBody(props: {
  me: OpsMe;
  kind: QueueKind | '';
  setKind: (k: QueueKind | '') => void;
  minAge: number;
  setMinAge: (h: number) => void;
  queue: ReturnType<typeof useQueue>;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { queue } = props;
  const [selected, setSelected] = useState('');
  // Decided here: out of the list at once, before the queue is asked again.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(
    () => (queue.data?.pages.flatMap((p) => p.list) ?? []).filter((i) => !decided.has(keyOf(i))),
    [queue.data, decided],
  );
  const open = rows.find((i) => keyOf(i) === selected) ?? null;
  const now = Date.now();

  const move = (step: 1 | -1) => {
    if (!rows.length) return;
    const at = rows.findIndex((i) => keyOf(i) === selected);
    const next = rows[Math.min(rows.length - 1, Math.max(0, at < 0 ? 0 : at + step))];
    if (next) setSelected(keyOf(next));
  };

  // With nothing open, j opens the first row (the open item's pane handles the keys after that).
  const first = open ? null : rows[0];
  useEffect(() => {
    if (!first) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'j' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      e.preventDefault();
      setSelected(keyOf(first));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [first]);

  const onDecided = (item: QueueItem) => {
    const at = rows.findIndex((i) => keyOf(i) === keyOf(item));
    const next = rows[at + 1] ?? rows[at - 1];
    setDecided((s) => new Set([...s, keyOf(item)]));
    setSelected(next ? keyOf(next) : '');
    void client.invalidateQueries({ queryKey: opsKeys.queues });
    void client.invalidateQueries({ queryKey: opsKeys.overview });
    void client.invalidateQueries({ queryKey: opsKeys.logs });
  };

  const age = (i: QueueItem) => {
    const w = waited(i.created_at, now);
    return t(`ops.age.${w.unit}`, { count: w.value });
  };

  return (
    <div className="ops-queue">
      <div className="ops-queue__list">
        <div className="ops-toolbar">
          <h1 className="ops-h1">{props.kind ? t(`ops.kind.${props.kind}`) : t('ops.queue.title')}</h1>
          <label className="ops-field ops-field--inline">
            <span>{t('ops.queue.kind')}</span>
            <select
              value={props.kind}
              onChange={(e) => props.setKind(e.target.value as QueueKind | '')}
              data-testid="ops-filter-kind"
            >
              <option value="">{t('ops.queue.all')}</option>
              {props.me.kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`ops.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ops-field ops-field--inline">
            <span>{t('ops.queue.minAge')}</span>
            <select
              value={props.minAge}
              onChange={(e) => props.setMinAge(Number(e.target.value))}
              data-testid="ops-filter-age"
            >
              {MIN_AGES.map((h) => (
                <option key={h} value={h}>
                  {t(`ops.queue.age.${h}`)}
                </option>
              ))}
            </select>
          </label>
          <span className="ops-muted">{t('ops.queue.oldestFirst')}</span>
        </div>
        <table className="ops-table" data-testid="ops-queue-table">
          <thead>
            <tr>
              <th>{t('ops.queue.col.kind')}</th>
              <th>{t('ops.queue.col.title')}</th>
              <th>{t('ops.queue.col.user')}</th>
              <th>{t('ops.queue.col.waiting')}</th>
              <th>{t('ops.queue.col.holder')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((i) => (
              <tr
                key={keyOf(i)}
                className={keyOf(i) === selected ? 'ops-row--open' : undefined}
                onClick={() => setSelected(keyOf(i))}
                data-testid={`ops-row-${i.kind}-${i.ref}`}
                aria-selected={keyOf(i) === selected}
              >
                <td>
                  <span className={`ops-kind ops-kind--${i.kind}`}>{t(`ops.kind.${i.kind}`)}</span>
                </td>
                <td className="ops-cell--title">
                  <button type="button" className="ops-link" onClick={() => setSelected(keyOf(i))}>
                    {i.title}
                  </button>
                </td>
                <td>{i.user?.nickname ?? '—'}</td>
                <td className="ops-nowrap">{age(i)}</td>
                <td>{i.claim ? (i.claim.mine ? t('ops.queue.me') : i.claim.operator.nickname) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {queue.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
        {queue.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
        {queue.isSuccess && !rows.length ? (
          <p className="ops-muted ops-pad" data-testid="ops-queue-empty">
            {t('ops.queue.empty')}
          </p>
        ) : null}
        {queue.hasNextPage ? (
          <button
            type="button"
            className="ops-btn ops-more"
            disabled={queue.isFetchingNextPage}
            onClick={() => void queue.fetchNextPage()}
            data-testid="ops-more"
          >
            {t('ops.more')}
          </button>
        ) : null}
      </div>
      <aside className="ops-queue__detail">
        {open ? (
          <QueueDetail key={keyOf(open)} item={open} onDecided={onDecided} onMove={move} />
        ) : (
          <div className="ops-empty" data-testid="ops-no-item">
            <p>{t('ops.queue.pick')}</p>
            <p className="ops-muted">{t('ops.detail.shortcuts')}</p>
          </div>
        )}
      </aside>
    </div>
  );
}
