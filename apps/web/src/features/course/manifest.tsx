import { lazy } from 'react';
import type { FeatureManifest } from '../../lib/feature.ts';
import { withCourseLocale } from './i18n/load.ts';
import { COURSE_ROUTES } from './routes.tsx';

const HomeCourseSection = lazy(
  withCourseLocale(() =>
    import('./home/home-course-section.tsx').then((m) => ({ default: m.HomeCourseSection })),
  ),
);
const MineCourses = lazy(
  withCourseLocale(() => import('./mine/mine-courses.tsx').then((m) => ({ default: m.MineCourses }))),
);

export const courseFeature: FeatureManifest = {
  name: 'course',
  routes: COURSE_ROUTES,
  homeSection: {
    order: 26,
    Component: HomeCourseSection,
    minHeight: '24rem',
    testId: 'home-course',
  },
  mineEntry: {
    order: 16,
    Component: MineCourses,
    fallback: <div style={{ height: '5.2rem', margin: '1.2rem' }} />,
    signedInOnly: true,
  },
};
