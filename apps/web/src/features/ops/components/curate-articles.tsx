import { ARTICLE_TYPES } from '@dance/contracts/curate';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { articleDetailQuery, type ArticleDetail } from '../api/article-detail.ts';
import { useArticleList, type ArticleSummary, type ArticleType } from '../api/article-list.ts';
import { saveArticle } from '../api/article-save.ts';
import { setArticleHidden } from '../api/article-visibility.ts';
import { opsKeys } from '../api/keys.ts';
import { OTHER_LANGS, type OtherLang } from '../lib/curate.ts';
import { stamp } from '../lib/format.ts';
import { ImagePick, Result, confirmed, useChange } from './curate-parts.tsx';

interface Text {
  title: string;
  summary: string;
  content: string;
}
interface Draft extends Text {
  type: ArticleType;
  cover: string;
  translations: Record<OtherLang, Text>;
}
const noText = (): Text => ({ title: '', summary: '', content: '' });
const emptyDraft = (type: ArticleType): Draft => ({
  type,
  ...noText(),
  cover: '',
  translations: { 'zh-Hant': noText(), en: noText(), es: noText(), fr: noText() },
});
const draftOf = (a: ArticleDetail): Draft => {
  const blank = emptyDraft(ARTICLE_TYPES.find((x) => x === a.type) ?? 'notice');
  return {
    ...blank,
    title: a.title,
    summary: a.summary,
    content: a.content,
    cover: a.cover,
    translations: Object.fromEntries(
      OTHER_LANGS.map((l) => [l, { ...noText(), ...a.translations[l] }]),
    ) as Draft['translations'],
  };
};

/** Notices, agreements and the other articles: listed by type, written, edited, hidden and shown. */
export function CurateArticles() {
  const { t } = useTranslation();
  const [type, setType] = useState<ArticleType | 'all'>('all');
  const list = useArticleList(type);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  /** The article in the form: 0 a new one. */
  const [editing, setEditing] = useState(0);
  const change = useChange();

  const visibility = (a: ArticleSummary) => {
    if (!a.hidden && !confirmed(t('ops.curate.articles.confirmHide', { title: a.title }))) return;
    void change.run(
      () => setArticleHidden(a.id, !a.hidden),
      (r) =>
        t(r.hidden ? 'ops.curate.articles.hiddenDone' : 'ops.curate.articles.shownDone', { title: r.title }),
      [opsKeys.curate],
    );
  };

  return (
    <div className="ops-split ops-curate__articles">
      <div>
        <div className="ops-toolbar">
          <label className="ops-field ops-field--inline">
            <span>{t('ops.curate.articles.type')}</span>
            <select
              value={type}
              onChange={(e) => setType(e.target.value as ArticleType | 'all')}
              data-testid="ops-articles-type"
            >
              <option value="all">{t('ops.queue.all')}</option>
              {ARTICLE_TYPES.map((x) => (
                <option key={x} value={x}>
                  {t(`ops.curate.articleType.${x}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="ops-btn"
            onClick={() => {
              setEditing(0);
              change.setStatus(null);
            }}
            data-testid="ops-article-new"
          >
            {t('ops.curate.articles.new')}
          </button>
        </div>
        <table className="ops-table" data-testid="ops-articles-table">
          <thead>
            <tr>
              <th>{t('ops.curate.articles.title')}</th>
              <th>{t('ops.curate.articles.type')}</th>
              <th>{t('ops.curate.articles.key')}</th>
              <th>{t('ops.curate.added')}</th>
              <th>{t('ops.curate.state')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr
                key={a.id}
                className={`${a.hidden ? 'ops-curate__off' : ''}${a.id === editing ? ' ops-row--open' : ''}`}
                data-testid={`ops-article-${a.id}`}
              >
                <td className="ops-cell--title">{a.title}</td>
                <td>{t(`ops.curate.articleType.${a.type}`, { defaultValue: a.type })}</td>
                <td className="ops-mono">{a.key ?? ''}</td>
                <td className="ops-nowrap">{stamp(a.created_at)}</td>
                <td className="ops-nowrap">
                  {t(a.hidden ? 'ops.curate.adverts.hidden' : 'ops.curate.adverts.shown')}
                </td>
                <td className="ops-nowrap ops-curate__actions">
                  <button
                    type="button"
                    className="ops-link"
                    onClick={() => {
                      setEditing(a.id);
                      change.setStatus(null);
                    }}
                    data-testid={`ops-article-edit-${a.id}`}
                  >
                    {t('ops.operators.edit')}
                  </button>
                  <button
                    type="button"
                    className={`ops-link${a.hidden ? '' : ' ops-curate__danger'}`}
                    disabled={change.busy}
                    onClick={() => visibility(a)}
                    data-testid={`ops-article-visibility-${a.id}`}
                  >
                    {t(a.hidden ? 'ops.curate.articles.show' : 'ops.curate.articles.hide')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.isPending ? <p className="ops-muted ops-pad">{t('ops.loading')}</p> : null}
        {list.isError ? <p className="ops-error ops-pad">{t('ops.failed')}</p> : null}
        {list.isSuccess && !rows.length ? (
          <p className="ops-muted ops-pad">{t('ops.curate.articles.empty')}</p>
        ) : null}
        {list.hasNextPage ? (
          <button
            type="button"
            className="ops-btn ops-more"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="ops-articles-more"
          >
            {t('ops.more')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <ArticleLoader key={editing} id={editing} change={change} onSaved={setEditing} />
      ) : (
        <ArticleForm
          key="new"
          initial={emptyDraft(type === 'all' ? 'notice' : type)}
          id={0}
          change={change}
          onSaved={setEditing}
        />
      )}
    </div>
  );
}

type Change = ReturnType<typeof useChange>;

function ArticleLoader(props: { id: number; change: Change; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const detail = useQuery(articleDetailQuery(props.id));
  if (detail.data)
    return <ArticleForm {...props} initial={draftOf(detail.data)} articleKey={detail.data.key} />;
  return (
    <div className="ops-panel ops-muted" data-testid="ops-article-loading">
      {detail.isError ? t('ops.failed') : t('ops.loading')}
    </div>
  );
}

function ArticleForm(props: {
  id: number;
  initial: Draft;
  articleKey?: string | null;
  change: Change;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { change } = props;
  const [draft, setDraft] = useState(props.initial);
  const [lang, setLang] = useState<OtherLang>('en');
  const tr = draft.translations[lang];
  const setTr = (patch: Partial<Text>) =>
    setDraft((d) => ({
      ...d,
      translations: { ...d.translations, [lang]: { ...d.translations[lang], ...patch } },
    }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.title.trim() || !draft.content.trim())
      return change.setStatus({ ok: false, text: t('ops.curate.articles.fill') });
    // A language is sent once it has a title or a text; it then needs both.
    const started = OTHER_LANGS.filter((l) => {
      const x = draft.translations[l];
      return x.title.trim() || x.summary.trim() || x.content.trim();
    });
    const incomplete = started.find(
      (l) => !draft.translations[l].title.trim() || !draft.translations[l].content.trim(),
    );
    if (incomplete) {
      setLang(incomplete);
      return change.setStatus({
        ok: false,
        text: t('ops.curate.articles.translationFill', { lang: t(`ops.curate.lang.${incomplete}`) }),
      });
    }
    const trim = (x: Text): Text => ({
      title: x.title.trim(),
      summary: x.summary.trim(),
      content: x.content.trim(),
    });
    const saved = await change.run(
      () =>
        saveArticle({
          ...(props.id ? { id: props.id } : {}),
          type: draft.type,
          ...trim(draft),
          cover: draft.cover,
          translations: Object.fromEntries(started.map((l) => [l, trim(draft.translations[l])])),
        }),
      (a) => t('ops.curate.articles.saved', { title: a.title }),
      [opsKeys.curate],
    );
    if (saved) props.onSaved(saved.id);
  };

  return (
    <form className="ops-panel" onSubmit={(e) => void submit(e)} data-testid="ops-article-form">
      <h2 className="ops-h2">
        {props.id ? t('ops.curate.articles.edit', { id: props.id }) : t('ops.curate.articles.new')}
        {props.articleKey ? <span className="ops-tag ops-mono"> {props.articleKey}</span> : null}
      </h2>
      <label className="ops-field">
        <span>{t('ops.curate.articles.type')}</span>
        <select
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value as ArticleType })}
          data-testid="ops-article-type"
        >
          {ARTICLE_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`ops.curate.articleType.${x}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="ops-field">
        <span>{t('ops.curate.articles.titleMain')}</span>
        <input
          value={draft.title}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          data-testid="ops-article-title"
        />
      </label>
      <label className="ops-field">
        <span>{t('ops.curate.articles.summary')}</span>
        <input
          value={draft.summary}
          maxLength={300}
          onChange={(e) => setDraft({ ...draft, summary: e.target.value })}
          data-testid="ops-article-summary"
        />
      </label>
      <div className="ops-field">
        <span>{t('ops.curate.articles.cover')}</span>
        <ImagePick
          value={draft.cover}
          onChange={(url) => setDraft((d) => ({ ...d, cover: url }))}
          onError={(text) => change.setStatus({ ok: false, text })}
          testId="ops-article-cover"
        />
        {draft.cover ? (
          <button type="button" className="ops-link" onClick={() => setDraft({ ...draft, cover: '' })}>
            {t('ops.curate.articles.noCover')}
          </button>
        ) : null}
      </div>
      <label className="ops-field">
        <span>{t('ops.curate.articles.content')}</span>
        <textarea
          value={draft.content}
          rows={8}
          onChange={(e) => setDraft({ ...draft, content: e.target.value })}
          data-testid="ops-article-content"
        />
      </label>
      <fieldset className="ops-curate__translations">
        <legend>{t('ops.curate.articles.translations')}</legend>
        <div className="ops-radios">
          {OTHER_LANGS.map((l) => (
            <label key={l}>
              <input
                type="radio"
                name="article-lang"
                checked={lang === l}
                onChange={() => setLang(l)}
                data-testid={`ops-article-lang-${l}`}
              />
              {t(`ops.curate.lang.${l}`)}
              {draft.translations[l].title.trim() ? ' ✓' : ''}
            </label>
          ))}
        </div>
        <label className="ops-field">
          <span>{t('ops.curate.articles.title')}</span>
          <input
            value={tr.title}
            maxLength={100}
            onChange={(e) => setTr({ title: e.target.value })}
            data-testid="ops-article-tr-title"
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.curate.articles.summary')}</span>
          <input
            value={tr.summary}
            maxLength={300}
            onChange={(e) => setTr({ summary: e.target.value })}
            data-testid="ops-article-tr-summary"
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.curate.articles.content')}</span>
          <textarea
            value={tr.content}
            rows={4}
            onChange={(e) => setTr({ content: e.target.value })}
            data-testid="ops-article-tr-content"
          />
        </label>
        <p className="ops-muted">{t('ops.curate.articles.translationHint')}</p>
      </fieldset>
      <Result status={change.status} testId="ops-articles-result" />
      <button
        type="submit"
        className="ops-btn ops-btn--primary"
        disabled={change.busy}
        data-testid="ops-article-submit"
      >
        {t('ops.curate.save')}
      </button>
    </form>
  );
}
