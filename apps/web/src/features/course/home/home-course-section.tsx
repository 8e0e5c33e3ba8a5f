import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { courseListQuery } from '../api/course-list.ts';
import { CourseCard } from '../components/course-card.tsx';
import '../components/course.css';

/** Home's "master classes": the studios' newest courses in a strip that scrolls sideways. */
export function HomeCourseSection() {
  const { t } = useTranslation();
  const courses = useQuery(courseListQuery({ limit: 8 }));
  const list = courses.data?.list ?? [];
  if (courses.isSuccess && list.length === 0) return null;
  return (
    <section className="section home-course" data-testid="home-courses">
      <div className="section__title home-course__title">
        <span>{t('course.home.title')}</span>
        <small>{t('course.home.subtitle')}</small>
      </div>
      <div className="home-course__strip">
        {list.map((c) => (
          <CourseCard
            key={c.id}
            course={c}
            layout="tile"
            testId={`home-course-${c.id}`}
            onClick={() =>
              void navigateTo(pageUrl('/pages/class-detail', { id: c.id })).catch(() => undefined)
            }
          />
        ))}
      </div>
    </section>
  );
}
