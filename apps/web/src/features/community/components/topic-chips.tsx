import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { useTopicList } from '../../../lib/api/topic-list.ts';
import { flattenPages } from '../lib/feed.ts';
import { go } from '../lib/ui.ts';

interface TopicChipsProps {
  value: number | null;
  onChange: (topicId: number | null) => void;
}

/** Hot topics as chips above the feed: one filters the feed; "more" opens the ranking. */
export function TopicChips({ value, onChange }: TopicChipsProps) {
  const { t } = useTranslation();
  const topics = flattenPages(useTopicList('hot', '', 10).data?.pages.slice(0, 1));
  return (
    <div className="cm-chips" data-testid="topic-chips">
      <button
        type="button"
        className={value === null ? 'cm-chip cm-chip--on' : 'cm-chip'}
        onClick={() => onChange(null)}
      >
        {t('community.feed.all')}
      </button>
      {topics.map((topic) => (
        <button
          type="button"
          key={topic.id}
          className={value === topic.id ? 'cm-chip cm-chip--on' : 'cm-chip'}
          data-testid={`topic-chip-${topic.id}`}
          onClick={() => onChange(value === topic.id ? null : topic.id)}
        >
          #{topic.name}
        </button>
      ))}
      <button
        type="button"
        className="cm-chip cm-chip--more"
        onClick={() => go(pageUrl('/pages/active-list'))}
      >
        {t('community.feed.moreTopics')}
      </button>
    </div>
  );
}
