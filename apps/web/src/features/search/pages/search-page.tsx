import { SearchBar, SpinLoading } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { navigateBack } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { topicListQuery } from '../../../lib/api/topic-list.ts';
import { useSearch } from '../api/search.ts';
import { clearHistory, pushHistory, readHistory } from '../search-history.ts';
import { SearchSections } from './search-sections.tsx';
import './search.css';
import { StateView } from '../../../components/state-view.tsx';

/** Hot searches before typing: the topics dancers talk about most right now. */
function HotSearches({ onPick }: { onPick: (word: string) => void }) {
  const { t } = useTranslation();
  const topics = useInfiniteQuery(topicListQuery('hot', '', 10));
  const words = (topics.data?.pages[0]?.list ?? []).map((topic) => topic.name).slice(0, 10);
  if (words.length === 0) return null;
  return (
    <section className="section" data-testid="search-hot">
      <div className="section__title">
        <span>{t('search.hot')}</span>
      </div>
      <div className="search-history">
        {words.map((word, i) => (
          <button
            type="button"
            key={word}
            className={`search-history__item${i < 3 ? ' search-history__item--hot' : ''}`}
            onClick={() => onPick(word)}
          >
            {word}
          </button>
        ))}
      </div>
    </section>
  );
}

export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [input, setInput] = useState(keyword);
  const [history, setHistory] = useState(readHistory);
  const result = useSearch(keyword);

  const run = (value: string) => {
    const word = value.trim();
    if (!word) return;
    setInput(word);
    setHistory(pushHistory(word));
    setParams({ keyword: word }, { replace: true });
  };

  const sections = result.data?.sections.filter((s) => s.list.length > 0) ?? [];

  return (
    <Page path="/pages/search" bare>
      <div className="search-bar-wrap">
        <SearchBar
          value={input}
          onChange={setInput}
          onSearch={run}
          onClear={() => setParams({}, { replace: true })}
          placeholder={t('search.placeholder')}
          showCancelButton={() => true}
          cancelText={t('common.cancel')}
          onCancel={navigateBack}
          data-testid="search-input"
        />
      </div>
      {!keyword && history.length > 0 && (
        <section className="section">
          <div className="section__title">
            <span>{t('search.history')}</span>
            <DeleteOutline
              aria-label={t('search.clearHistory')}
              data-testid="search-clear-history"
              onClick={() => {
                clearHistory();
                setHistory([]);
              }}
            />
          </div>
          <div className="search-history" data-testid="search-history">
            {history.map((word) => (
              <button type="button" key={word} className="search-history__item" onClick={() => run(word)}>
                {word}
              </button>
            ))}
          </div>
        </section>
      )}
      {!keyword && <HotSearches onPick={run} />}
      {keyword && result.isPending && (
        <div className="center-box">
          <SpinLoading color="primary" />
        </div>
      )}
      {keyword && result.data && sections.length === 0 && (
        <StateView kind="empty" title={t('search.noResult')} picture="search" />
      )}
      {sections.length > 0 && <SearchSections sections={sections} />}
    </Page>
  );
}
