import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useTopicList } from '../../../lib/api/topic-list.ts';
import { flattenPages } from '../lib/feed.ts';

export const MAX_TOPICS = 5;

interface TopicPickerProps {
  visible: boolean;
  value: string[];
  onChange: (topics: string[]) => void;
  onClose: () => void;
}

/** Pick hot topics or type a new one (unknown names create the topic on publishing). */
export function TopicPicker({ visible, value, onChange, onClose }: TopicPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const topics = flattenPages(useTopicList('hot', text.trim(), 20).data?.pages);
  const add = (name: string) => {
    const clean = name.replace(/^#+/, '').trim().slice(0, 20);
    if (!clean || value.includes(clean) || value.length >= MAX_TOPICS) return;
    onChange([...value, clean]);
    setText('');
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cm-sheet" destroyOnClose>
      <div className="cm-sheet__title">{t('community.release.topics', { max: MAX_TOPICS })}</div>
      <div className="cm-sheet__row">
        <Input
          value={text}
          onChange={setText}
          placeholder={t('community.release.topicPlaceholder')}
          onEnterPress={() => add(text)}
          maxLength={20}
          data-testid="topic-input"
        />
        <Button
          size="small"
          shape="rounded"
          color="primary"
          onClick={() => add(text)}
          data-testid="topic-add"
        >
          {t('community.release.addTopic')}
        </Button>
      </div>
      <div className="cm-sheet__body cm-chips cm-chips--wrap">
        {topics.map((topic) => (
          <button
            type="button"
            key={topic.id}
            className={value.includes(topic.name) ? 'cm-chip cm-chip--on' : 'cm-chip'}
            onClick={() => add(topic.name)}
          >
            #{topic.name}
          </button>
        ))}
      </div>
      <div className="cm-sheet__footer">
        <Button block shape="rounded" className="gradient-button" onClick={onClose}>
          {t('common.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
