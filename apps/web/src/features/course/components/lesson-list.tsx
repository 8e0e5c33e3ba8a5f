import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import type { Lesson } from '../api/course-detail.ts';
import { formatTime } from '../lib/player-controls.ts';
import { PlayGlyph } from './player-icons.tsx';

interface LessonListProps {
  lessons: readonly Lesson[];
  currentId?: number | null;
  onPick: (lesson: Lesson) => void;
}

/** The course's video lessons in order: free preview marked, locked ones with a lock. */
export function LessonList({ lessons, currentId, onPick }: LessonListProps) {
  const { t } = useTranslation();
  return (
    <ol className="lesson-list" data-testid="lesson-list">
      {lessons.map((l, i) => {
        const current = l.id === currentId;
        return (
          <li key={l.id}>
            <button
              type="button"
              className={`lesson-row${current ? ' lesson-row--current' : ''}${l.playable ? '' : ' lesson-row--locked'}`}
              onClick={() => onPick(l)}
              data-testid={`lesson-${l.id}`}
              data-playable={l.playable ? '1' : '0'}
            >
              <span className="lesson-row__index">{String(i + 1).padStart(2, '0')}</span>
              <span className="lesson-row__main">
                <span className="lesson-row__title">{l.title}</span>
                <span className="lesson-row__meta">
                  {l.free_preview === 1 && <em className="lesson-row__free">{t('course.lesson.free')}</em>}
                  {l.status === 'ready' && l.duration !== null && <span>{formatTime(l.duration)}</span>}
                  {l.status === 'processing' && <span>{t('course.lesson.status.processing')}</span>}
                  {l.status === 'failed' && <span>{t('course.lesson.status.failed')}</span>}
                </span>
              </span>
              <span
                className="lesson-row__icon"
                aria-label={l.playable ? t('course.player.play') : t('course.lesson.locked')}
              >
                {l.playable ? <PlayGlyph /> : <LockOutline />}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
