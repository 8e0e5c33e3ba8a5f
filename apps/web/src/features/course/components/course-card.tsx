import { useTranslation } from '../../../i18n/react.ts';
import type { ReactNode } from 'react';
import { Price } from '../../../components/price.tsx';
import type { CallData } from '../../../lib/request.ts';
import type { courseListCall } from '../api/course-list.ts';

export type CourseCardData = CallData<typeof courseListCall>['list'][number];

interface CourseCardProps {
  course: CourseCardData;
  onClick: () => void;
  /** A wide row (lists) or a tile (home's horizontal strip). */
  layout?: 'row' | 'tile';
  /** Extra line under the card's facts (a registration's state, a manager's actions). */
  extra?: ReactNode;
  testId?: string;
}

/** A course: cover, name, teacher, style and level, lessons, price. */
export function CourseCard({ course: c, onClick, layout = 'row', extra, testId }: CourseCardProps) {
  const { t } = useTranslation();
  return (
    <div className={`course-card course-card--${layout}`} data-testid={testId}>
      <button type="button" className="course-card__main" onClick={onClick}>
        <div className="course-card__cover">
          {c.cover ? <img src={c.cover} alt="" loading="lazy" /> : null}
          <span className="course-card__style">{t(`course.style.${c.style}`)}</span>
        </div>
        <div className="course-card__body">
          <div className="course-card__name">{c.name}</div>
          <div className="course-card__teacher">
            {c.teacher.avatar ? <img src={c.teacher.avatar} alt="" /> : null}
            <span>{c.teacher.name}</span>
            <span className="course-card__level">{t(`course.level.${c.level}`)}</span>
          </div>
          <div className="course-card__foot">
            <Price value={c.price} size="sm" />
            <span className="course-card__meta">
              {c.lesson_count > 0 ? t('course.card.lessons', { count: c.lesson_count }) : null}
              {c.lesson_count > 0 && c.session_count > 0 ? ' · ' : null}
              {c.session_count > 0 ? t('course.card.sessions', { count: c.session_count }) : null}
            </span>
          </div>
        </div>
      </button>
      {extra}
    </div>
  );
}
