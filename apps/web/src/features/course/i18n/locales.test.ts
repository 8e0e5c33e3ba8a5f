import { activity, course } from '@dance/contracts';
import { describe, expect, it } from 'vitest';
import { describeFeatureLocales } from '../../../i18n/feature-locale-checks.ts';
import { i18n } from '../../../i18n/index.ts';
import { ensureCourseLocale } from './load.ts';
import { COURSE_STYLES } from '../lib/course-form.ts';

// Keys built from fixed value sets, not literal in the code.
const SETS: Record<string, readonly string[]> = {
  style: COURSE_STYLES,
  level: course.COURSE_LEVELS,
  status: ['draft', 'published'],
  'lesson.status': course.LESSON_STATUSES,
  'player.loop': ['setA', 'setB', 'clear'],
  'records.status': ['active', 'refunded'],
  'edit.invalid': ['name', 'cover', 'teacher', 'price', 'seats', 'sessionTime', 'sessionOrder'],
};

describeFeatureLocales({
  section: 'course',
  dir: import.meta.dirname,
  minUsedKeys: 80,
  sets: SETS,
});

describe('course locale loading', () => {
  it('joins the course section of the translator on demand', async () => {
    await ensureCourseLocale('en');
    expect(i18n.getFixedT('en')('course.player.mirror')).toBe('Mirror');
    expect(i18n.getFixedT('en')('course.card.lessons', { count: 1 })).toBe('1 video lesson');
    await ensureCourseLocale('zh-Hans');
    expect(i18n.getFixedT('zh-Hans')('course.home.title')).toBe('大师课');
  });

  it('names every style the contract knows', () => {
    expect([...COURSE_STYLES].sort()).toEqual([...activity.DANCE_STYLES].sort());
  });
});
