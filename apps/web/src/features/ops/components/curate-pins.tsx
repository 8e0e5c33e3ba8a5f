import { MAX_PIN_POSITION } from '@dance/contracts/curate';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { topicListQuery } from '../../../lib/api/topic-list.ts';
import { opsKeys } from '../api/keys.ts';
import { pinTopic } from '../api/topic-pin.ts';
import { topicPinsQuery, type PinItem } from '../api/topic-pins.ts';
import { unpinTopic } from '../api/topic-unpin.ts';
import { Result, confirmed, useChange } from './curate-parts.tsx';

/** The hot list's pinned topics: pinned at a position (a topic found by name or by its id), moved, unpinned. */
export function CuratePins() {
  const { t } = useTranslation();
  const pins = useQuery(topicPinsQuery());
  const [topicId, setTopicId] = useState('');
  const [position, setPosition] = useState('1');
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useInfiniteQuery({ ...topicListQuery('hot', keyword, 8), enabled: keyword !== '' });
  const change = useChange();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = Number(topicId);
    const at = Number(position);
    if (!id) return change.setStatus({ ok: false, text: t('ops.curate.pins.fill') });
    if (!(Number.isInteger(at) && at >= 1 && at <= MAX_PIN_POSITION))
      return change.setStatus({
        ok: false,
        text: t('ops.curate.pins.positionRange', { max: MAX_PIN_POSITION }),
      });
    const saved = await change.run(
      () => pinTopic(id, at),
      (p) => t('ops.curate.pins.pinned', { name: p.name, position: p.position }),
      [opsKeys.curatePins],
    );
    if (saved) setTopicId('');
  };
  const unpin = (p: PinItem) => {
    if (!confirmed(t('ops.curate.pins.confirmUnpin', { name: p.name }))) return;
    void change.run(
      () => unpinTopic(p.id),
      () => t('ops.curate.pins.unpinned', { name: p.name }),
      [opsKeys.curatePins],
    );
  };
  const taken = new Set((pins.data?.list ?? []).map((p) => p.position));
  const nextFree = () => {
    for (let i = 1; i <= MAX_PIN_POSITION; i++) if (!taken.has(i)) return String(i);
    return '1';
  };

  return (
    <div className="ops-split">
      <div>
        <table className="ops-table" data-testid="ops-pins-table">
          <thead>
            <tr>
              <th>{t('ops.curate.pins.position')}</th>
              <th>{t('ops.curate.pins.topic')}</th>
              <th>{t('ops.curate.pins.posts')}</th>
              <th>{t('ops.curate.pins.hot')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {(pins.data?.list ?? []).map((p) => (
              <tr key={p.id} data-testid={`ops-pin-${p.id}`}>
                <td className="ops-mono">{p.position}</td>
                <td>
                  #{p.name} <span className="ops-muted">({p.id})</span>
                </td>
                <td>{p.post_count}</td>
                <td>{p.hot_score}</td>
                <td className="ops-nowrap ops-curate__actions">
                  <button
                    type="button"
                    className="ops-link"
                    onClick={() => {
                      setTopicId(String(p.id));
                      setPosition(String(p.position));
                      change.setStatus(null);
                    }}
                    data-testid={`ops-pin-move-${p.id}`}
                  >
                    {t('ops.curate.pins.move')}
                  </button>
                  <button
                    type="button"
                    className="ops-link ops-curate__danger"
                    disabled={change.busy}
                    onClick={() => unpin(p)}
                    data-testid={`ops-pin-unpin-${p.id}`}
                  >
                    {t('ops.curate.pins.unpin')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {pins.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
        {pins.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
        {pins.isSuccess && !pins.data.list.length ? (
          <p className="ops-muted ops-pad">{t('ops.curate.pins.empty')}</p>
        ) : null}
      </div>
      <div className="ops-curate__stack">
        <form className="ops-panel" onSubmit={(e) => void submit(e)} data-testid="ops-pin-form">
          <h2 className="ops-h2">{t('ops.curate.pins.pin')}</h2>
          <label className="ops-field">
            <span>{t('ops.curate.pins.topicId')}</span>
            <input
              inputMode="numeric"
              value={topicId}
              onChange={(e) => setTopicId(e.target.value.replace(/\D/g, ''))}
              data-testid="ops-pin-topic"
            />
          </label>
          <label className="ops-field">
            <span>{t('ops.curate.pins.positionHint', { max: MAX_PIN_POSITION })}</span>
            <input
              type="number"
              min={1}
              max={MAX_PIN_POSITION}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              data-testid="ops-pin-position"
            />
          </label>
          <Result status={change.status} testId="ops-pins-result" />
          <button
            type="submit"
            className="ops-btn ops-btn--primary"
            disabled={change.busy}
            data-testid="ops-pin-submit"
          >
            {t('ops.curate.pins.pin')}
          </button>
        </form>
        <form
          className="ops-panel"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(search.trim());
          }}
          data-testid="ops-pin-search"
        >
          <h2 className="ops-h2">{t('ops.curate.pins.find')}</h2>
          <div className="ops-toolbar">
            <input
              className="ops-curate__search"
              value={search}
              maxLength={20}
              placeholder={t('ops.curate.pins.findHint')}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="ops-pin-search-input"
            />
            <button type="submit" className="ops-btn">
              {t('ops.curate.pins.search')}
            </button>
          </div>
          <ul className="ops-curate__found">
            {(found.data?.pages.flatMap((p) => p.list) ?? []).map((topic) => (
              <li key={topic.id}>
                <button
                  type="button"
                  className="ops-link"
                  onClick={() => {
                    setTopicId(String(topic.id));
                    setPosition(nextFree());
                  }}
                  data-testid={`ops-pin-found-${topic.id}`}
                >
                  #{topic.name}
                </button>{' '}
                <span className="ops-muted">
                  ({topic.id}) · {t('ops.curate.pins.postCount', { posts: topic.post_count })}
                </span>
              </li>
            ))}
          </ul>
          {keyword && found.isSuccess && !found.data.pages[0]?.list.length ? (
            <p className="ops-muted">{t('ops.curate.pins.noneFound')}</p>
          ) : null}
        </form>
      </div>
    </div>
  );
}
