import { CalendarOutline, EnvironmentOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { Price } from '../../../components/price.tsx';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import type { CourseDetail } from '../api/course-detail.ts';
import { formatClock, formatDateTime } from '../lib/format.ts';

/** Name, style, level, students and price. */
export function CourseHead({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  return (
    <section className="course-section course-head">
      <h1 className="course-head__name" data-testid="course-name">
        {course.name}
      </h1>
      <div className="course-head__tags">
        <span className="course-tag course-tag--style">{t(`course.style.${course.style}`)}</span>
        <span className="course-tag">{t(`course.level.${course.level}`)}</span>
        {course.status === 'draft' && (
          <span className="course-tag course-tag--draft">{t('course.status.draft')}</span>
        )}
      </div>
      <div className="course-head__foot">
        <Price value={course.price} size="xl" testId="course-price" />
        <span className="course-head__students">
          <TeamOutline /> {t('course.detail.students', { count: course.students })}
        </span>
      </div>
    </section>
  );
}

/** The teacher: avatar, name, introduction. */
export function TeacherCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { teacher } = course;
  return (
    <section className="course-section">
      <h2 className="course-section__title">{t('course.detail.teacher')}</h2>
      <div className="teacher-card">
        <span className="teacher-card__avatar">
          {teacher.avatar ? <img src={teacher.avatar} alt="" /> : teacher.name.slice(0, 1)}
        </span>
        <div className="teacher-card__main">
          <div className="teacher-card__name">{teacher.name}</div>
          {teacher.intro && <p className="teacher-card__intro">{teacher.intro}</p>}
        </div>
      </div>
    </section>
  );
}

/** The in-person sessions, in order. */
export function ScheduleCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  if (course.sessions.length === 0) return null;
  return (
    <section className="course-section" data-testid="course-schedule">
      <h2 className="course-section__title">
        {t('course.detail.schedule')}
        <small>{t('course.detail.seatsLeft', { count: course.stock })}</small>
      </h2>
      <ol className="session-list">
        {course.sessions.map((s, i) => (
          <li key={`${s.start_at}-${i}`} className="session-row">
            <span className="session-row__index">{t('course.detail.session', { n: i + 1 })}</span>
            <span className="session-row__main">
              <span>
                <CalendarOutline /> {formatDateTime(s.start_at)} – {formatClock(s.end_at)}
              </span>
              {s.venue && (
                <span className="session-row__venue">
                  <EnvironmentOutline /> {s.venue}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The course's rich-text introduction (sanitised). */
export function DetailCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  if (!course.detail.trim() && course.images.length === 0) return null;
  return (
    <section className="course-section">
      <h2 className="course-section__title">{t('course.detail.intro')}</h2>
      <div className="course-rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(course.detail) }} />
      {course.images.map((src) => (
        <img key={src} className="course-rich__image" src={src} alt="" loading="lazy" />
      ))}
    </section>
  );
}

/** The studio selling the course. */
export function ShopRow({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  return (
    <section className="course-section course-shop">
      {course.mch.logo ? <img src={course.mch.logo} alt="" /> : <span className="course-shop__logo" />}
      <div className="course-shop__main">
        <div className="course-shop__name">{course.mch.name}</div>
        <small>{t('course.detail.studio')}</small>
      </div>
    </section>
  );
}
