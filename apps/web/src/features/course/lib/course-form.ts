import type { course } from '@dance/contracts';
import type { EndpointBody } from '@dance/contracts';

type Body = EndpointBody<typeof course.editCourse>;
export type CourseLevel = Body['level'];
export type CourseStyle = Body['style'];

/** The contract's levels and styles (checked by the compiler). */
export const COURSE_LEVELS = [
  'beginner',
  'intermediate',
  'advanced',
  'all',
] as const satisfies readonly CourseLevel[];
export const COURSE_STYLES = [
  'breaking',
  'popping',
  'locking',
  'hiphop',
  'house',
  'krump',
  'waacking',
  'jazz',
  'choreography',
  'other',
] as const satisfies readonly CourseStyle[];

export interface CourseForm {
  name: string;
  cover: string;
  level: CourseLevel;
  style: CourseStyle;
  teacherName: string;
  teacherIntro: string;
  teacherAvatar: string;
  price: string;
  seats: string;
  detail: string;
  sessions: { start: string; end: string; venue: string }[];
  published: boolean;
}

export type CourseProblem = 'name' | 'cover' | 'teacher' | 'price' | 'seats' | 'sessionTime' | 'sessionOrder';

/** What the form still lacks, the first thing only; null when it can be sent. */
export function validateCourse(f: CourseForm): CourseProblem | null {
  if (!f.name.trim()) return 'name';
  if (!f.cover) return 'cover';
  if (!f.teacherName.trim()) return 'teacher';
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(f.price.trim())) return 'price';
  if (f.seats.trim() && !(Number(f.seats) >= 1 && Number(f.seats) <= 100_000)) return 'seats';
  for (const s of f.sessions) {
    if (!s.start || !s.end) return 'sessionTime';
    if (new Date(s.end).getTime() <= new Date(s.start).getTime()) return 'sessionOrder';
  }
  return null;
}
