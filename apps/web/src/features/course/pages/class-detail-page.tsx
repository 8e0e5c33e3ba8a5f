import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useCourseDetail, type CourseDetail, type Lesson } from '../api/course-detail.ts';
import { BuyPopup } from '../components/buy-popup.tsx';
import {
  CourseHead,
  DetailCard,
  ScheduleCard,
  ShopRow,
  TeacherCard,
} from '../components/course-sections.tsx';
import { LessonList } from '../components/lesson-list.tsx';
import { useCoursePayment } from '../lib/use-course-payment.ts';

export const CLASS_DETAIL_PATH = '/pages/class-detail';
export const LEARN_PATH = '/pages/course_detail2';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

/** The bar at the bottom of both course pages: buy, or go on learning. */
export function CourseActionBar({
  course,
  onBuy,
  learnHere,
}: {
  course: CourseDetail;
  onBuy: () => void;
  /** On the learning page itself: no "start learning" button. */
  learnHere?: boolean;
}) {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const owned = course.is_registered || course.is_staff;
  if (owned && learnHere) return null;
  return (
    <div className="course-bar">
      {owned ? (
        <>
          <span className="course-bar__state" data-testid="course-registered">
            {course.is_registered ? t('course.detail.registered') : t('course.detail.staff')}
          </span>
          <Button
            shape="rounded"
            color="primary"
            className="gradient-button course-bar__button"
            onClick={() => go(pageUrl(LEARN_PATH, { id: course.id }))}
            data-testid="course-learn"
          >
            {t('course.detail.learn')}
          </Button>
        </>
      ) : (
        <>
          <span className="course-bar__state">
            {course.stock > 0 ? t('course.detail.buyHint') : t('course.detail.soldOut')}
          </span>
          <Button
            shape="rounded"
            color="primary"
            className="gradient-button course-bar__button"
            disabled={course.stock <= 0 || course.status !== 'published'}
            onClick={() => (isLogin ? onBuy() : go(LOGIN_PATH))}
            data-testid="course-buy"
          >
            {t('course.detail.buy')}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * class-detail: the course as a class one signs up for — teacher, level and style, the schedule
 * of in-person sessions, the lessons (free preview marked), the introduction, the price, buying.
 */
export function ClassDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useCourseDetail(id);
  const settling = useCoursePayment(id);
  const [buying, setBuying] = useState(false);
  const course = query.data;
  const openLesson = (l: Lesson) => go(pageUrl(LEARN_PATH, { id: course!.id, lesson: l.id }));
  return (
    <Page path={CLASS_DETAIL_PATH} title={t('course.detail.title')} className="course-page">
      <QueryState
        isPending={id !== null && query.isPending}
        error={id === null ? new Error(t('course.detail.missing')) : query.error}
        refetch={() => void query.refetch()}
        notFoundText={t('course.detail.missing')}
      >
        {course && (
          <>
            <div className="course-hero">{course.cover ? <img src={course.cover} alt="" /> : null}</div>
            {settling && <div className="course-notice">{t('course.buy.settling')}</div>}
            <CourseHead course={course} />
            <TeacherCard course={course} />
            <ScheduleCard course={course} />
            {course.lessons.length > 0 && (
              <section className="course-section">
                <h2 className="course-section__title">
                  {t('course.detail.lessons')}
                  <small>{t('course.card.lessons', { count: course.lessons.length })}</small>
                </h2>
                <LessonList lessons={course.lessons} onPick={openLesson} />
              </section>
            )}
            <DetailCard course={course} />
            <ShopRow course={course} />
            <CourseActionBar course={course} onBuy={() => setBuying(true)} />
            <BuyPopup course={course} visible={buying} onClose={() => setBuying(false)} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
