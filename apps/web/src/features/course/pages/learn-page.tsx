import { useQuery } from '@tanstack/react-query';
import { Button, SpinLoading } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useCourseDetail, type CourseDetail, type Lesson } from '../api/course-detail.ts';
import { lessonPlayQuery } from '../api/lesson-play.ts';
import { BuyPopup } from '../components/buy-popup.tsx';
import { LessonList } from '../components/lesson-list.tsx';
import { LessonPlayer } from '../components/lesson-player.tsx';
import { Price } from '../../../components/price.tsx';
import { useCoursePayment } from '../lib/use-course-payment.ts';
import { CLASS_DETAIL_PATH, CourseActionBar, LEARN_PATH } from './class-detail-page.tsx';

/** The lesson the page opens on: the one asked for, else the first playable, else the first. */
export function pickLesson(lessons: readonly Lesson[], wanted: number | null): Lesson | null {
  return (
    lessons.find((l) => l.id === wanted) ??
    lessons.find((l) => l.playable && l.status === 'ready') ??
    lessons[0] ??
    null
  );
}

function Stage({
  course,
  lesson,
  onBuy,
}: {
  course: CourseDetail;
  lesson: Lesson | null;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const canPlay = lesson !== null && lesson.playable && lesson.status === 'ready';
  const play = useQuery({ ...lessonPlayQuery(lesson?.id ?? 0), enabled: canPlay });
  const poster = lesson?.poster || course.cover;
  if (!lesson)
    return (
      <div className="lesson-stage lesson-stage--empty" style={{ backgroundImage: `url(${course.cover})` }}>
        <p>{t('course.learn.noLessons')}</p>
      </div>
    );
  if (!lesson.playable)
    return (
      <div className="lesson-stage lesson-stage--locked" data-testid="lesson-locked">
        {poster ? <img src={poster} alt="" /> : null}
        <div className="lesson-stage__cover">
          <LockOutline className="lesson-stage__lock" />
          <p>{t('course.learn.locked')}</p>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            className="gradient-button"
            onClick={() => (isLogin ? onBuy() : void navigateTo(LOGIN_PATH).catch(() => undefined))}
            data-testid="lesson-buy"
          >
            {t('course.learn.unlock')} <Price value={course.price} size="sm" />
          </Button>
        </div>
      </div>
    );
  if (lesson.status !== 'ready')
    return (
      <div className="lesson-stage lesson-stage--empty">
        <p>{t(`course.lesson.status.${lesson.status}`)}</p>
      </div>
    );
  if (play.error)
    return (
      <div className="lesson-stage lesson-stage--empty">
        <p>{play.error.message}</p>
        <Button size="small" shape="rounded" onClick={() => void play.refetch()} data-testid="lesson-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!play.data)
    return (
      <div className="lesson-stage lesson-stage--empty">
        <SpinLoading color="white" />
      </div>
    );
  return <LessonPlayer src={play.data.hls_url} poster={play.data.poster || poster} title={lesson.title} />;
}

/**
 * course_detail2: the course's lessons, to learn from — the lesson player on top (mirror, A-B
 * loop, speeds, ten-second skips), the lesson list below; a locked lesson asks to buy the course.
 */
export function LearnPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const [, setSearch] = useSearchParams();
  const id = params.getId();
  const query = useCourseDetail(id);
  const settling = useCoursePayment(id);
  const [buying, setBuying] = useState(false);
  const course = query.data;
  const lesson = course ? pickLesson(course.lessons, params.getId('lesson')) : null;
  const isLogin = useUserStore((s) => s.isLogin);
  const choose = (l: Lesson) => {
    if (!l.playable) {
      if (isLogin) setBuying(true);
      else void navigateTo(LOGIN_PATH).catch(() => undefined);
      return;
    }
    setSearch({ id: String(course!.id), lesson: String(l.id) }, { replace: true });
  };
  return (
    <Page
      path={LEARN_PATH}
      title={course?.name ?? t('course.learn.title')}
      className="course-page course-learn"
    >
      <QueryState
        isPending={id !== null && query.isPending}
        error={id === null ? new Error(t('course.detail.missing')) : query.error}
        refetch={() => void query.refetch()}
        notFoundText={t('course.detail.missing')}
      >
        {course && (
          <>
            <Stage course={course} lesson={lesson} onBuy={() => setBuying(true)} />
            {settling && <div className="course-notice">{t('course.buy.settling')}</div>}
            <section className="course-section learn-head">
              <div className="learn-head__lesson" data-testid="learn-lesson-title">
                {lesson?.title ?? course.name}
              </div>
              <button
                type="button"
                className="learn-head__course"
                onClick={() =>
                  void navigateTo(pageUrl(CLASS_DETAIL_PATH, { id: course.id })).catch(() => undefined)
                }
                data-testid="learn-course-link"
              >
                {course.name} · {course.teacher.name}
              </button>
            </section>
            <section className="course-section">
              <h2 className="course-section__title">
                {t('course.detail.lessons')}
                <small>{t('course.card.lessons', { count: course.lessons.length })}</small>
              </h2>
              {course.lessons.length > 0 ? (
                <LessonList lessons={course.lessons} currentId={lesson?.id ?? null} onPick={choose} />
              ) : (
                <p className="course-muted">{t('course.learn.noLessons')}</p>
              )}
            </section>
            <CourseActionBar course={course} onBuy={() => setBuying(true)} learnHere />
            <BuyPopup course={course} visible={buying} onClose={() => setBuying(false)} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
