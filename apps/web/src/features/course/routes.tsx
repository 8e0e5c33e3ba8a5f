import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withCourseLocale } from './i18n/load.ts';

const pages = withCourseLocale(() => import('./pages/course-pages.ts'));

/** Screens of courses: the class, its lessons with the player, my courses, the shop's courses. */
export const COURSE_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/class-detail', lazyPage(pages, 'ClassDetailPage')],
  ['/pages/course_detail2', lazyPage(pages, 'LearnPage')],
  ['/pages/course/register-record', lazyPage(pages, 'RegisterRecordPage')],
  ['/pages/class-manage', lazyPage(pages, 'ClassManagePage')],
  ['/pages/course-edit', lazyPage(pages, 'CourseEditPage')],
  ['/pages/course-video-publish', lazyPage(pages, 'VideoPublishPage')],
];
