import { WORD_LEVELS } from '@dance/contracts/curate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { addWord } from '../api/word-add.ts';
import { useWordList, type WordLevel } from '../api/word-list.ts';
import { removeWord } from '../api/word-remove.ts';
import { opsKeys } from '../api/keys.ts';
import { stamp } from '../lib/format.ts';
import { Result, confirmed, useChange } from './curate-parts.tsx';

/** The prohibited (block) and sensitive (review) words: filtered, added and removed. */
export function CurateWords() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<{ level: WordLevel | ''; keyword: string }>({
    level: '',
    keyword: '',
  });
  const [applied, setApplied] = useState(filter);
  const list = useWordList(applied.level, applied.keyword.trim());
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  const [word, setWord] = useState('');
  const [level, setLevel] = useState<WordLevel>('block');
  const change = useChange();

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!word.trim()) return change.setStatus({ ok: false, text: t('ops.curate.words.fill') });
    const saved = await change.run(
      () => addWord({ word: word.trim(), level }),
      (w) => t('ops.curate.words.added', { word: w.word }),
      [opsKeys.curate],
    );
    if (saved) setWord('');
  };
  const remove = (id: number, text: string) => {
    if (!confirmed(t('ops.curate.words.confirmRemove', { word: text }))) return;
    void change.run(
      () => removeWord(id),
      () => t('ops.curate.words.removed', { word: text }),
      [opsKeys.curate],
    );
  };

  return (
    <div className="ops-split">
      <div>
        <form
          className="ops-toolbar"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(filter);
          }}
        >
          <label className="ops-field ops-field--inline">
            <span>{t('ops.curate.words.level')}</span>
            <select
              value={filter.level}
              onChange={(e) => {
                const next = { ...filter, level: e.target.value as WordLevel | '' };
                setFilter(next);
                setApplied(next);
              }}
              data-testid="ops-words-level"
            >
              <option value="">{t('ops.queue.all')}</option>
              {WORD_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`ops.curate.level.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="ops-field ops-field--inline">
            <span>{t('ops.curate.words.keyword')}</span>
            <input
              size={14}
              maxLength={40}
              value={filter.keyword}
              onChange={(e) => setFilter({ ...filter, keyword: e.target.value })}
              data-testid="ops-words-keyword"
            />
          </label>
          <button type="submit" className="ops-btn" data-testid="ops-words-apply">
            {t('ops.log.apply')}
          </button>
        </form>
        <table className="ops-table" data-testid="ops-words-table">
          <thead>
            <tr>
              <th>{t('ops.curate.words.word')}</th>
              <th>{t('ops.curate.words.level')}</th>
              <th>{t('ops.curate.added')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <tr key={w.id} data-testid={`ops-word-${w.id}`}>
                <td>{w.word}</td>
                <td>
                  <span className={`ops-kind ops-curate__level--${w.level}`}>
                    {t(`ops.curate.level.${w.level}`)}
                  </span>
                </td>
                <td className="ops-nowrap">{stamp(w.created_at)}</td>
                <td>
                  <button
                    type="button"
                    className="ops-link ops-curate__danger"
                    disabled={change.busy}
                    onClick={() => remove(w.id, w.word)}
                    data-testid={`ops-word-remove-${w.id}`}
                  >
                    {t('ops.curate.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
        {list.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
        {list.isSuccess && !rows.length ? (
          <p className="ops-muted ops-pad">{t('ops.curate.words.empty')}</p>
        ) : null}
        {list.hasNextPage ? (
          <button
            type="button"
            className="ops-btn ops-more"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="ops-words-more"
          >
            {t('ops.more')}
          </button>
        ) : null}
      </div>
      <form className="ops-panel" onSubmit={(e) => void add(e)} data-testid="ops-word-add">
        <h2 className="ops-h2">{t('ops.curate.words.add')}</h2>
        <label className="ops-field">
          <span>{t('ops.curate.words.word')}</span>
          <input
            value={word}
            maxLength={40}
            onChange={(e) => setWord(e.target.value)}
            data-testid="ops-word-input"
          />
        </label>
        <fieldset className="ops-radios">
          {WORD_LEVELS.map((l) => (
            <label key={l}>
              <input
                type="radio"
                name="word-level"
                checked={level === l}
                onChange={() => setLevel(l)}
                data-testid={`ops-word-level-${l}`}
              />
              {t(`ops.curate.level.${l}`)}
            </label>
          ))}
        </fieldset>
        <p className="ops-muted">{t(`ops.curate.levelHint.${level}`)}</p>
        <Result status={change.status} testId="ops-words-result" />
        <button
          type="submit"
          className="ops-btn ops-btn--primary"
          disabled={change.busy}
          data-testid="ops-word-submit"
        >
          {t('ops.curate.words.add')}
        </button>
      </form>
    </div>
  );
}
