/**
 * Query keys of courses; invalidating `course` (or a prefix under it: `list`, `detail`,
 * `manage`, `lessons`, `records`) refreshes everything under it.
 */
export const courseKeys = {
  all: ['course'] as const,
  lists: ['course', 'list'] as const,
  list: (input: object) => ['course', 'list', input] as const,
  details: ['course', 'detail'] as const,
  detail: (id: number) => ['course', 'detail', id] as const,
  manage: ['course', 'manage'] as const,
  manageList: (mchId: number) => ['course', 'manage', 'list', mchId] as const,
  myShops: ['course', 'manage', 'my-shops'] as const,
  lessons: (courseId: number) => ['course', 'lessons', courseId] as const,
  play: (lessonId: number) => ['course', 'play', lessonId] as const,
  records: ['course', 'records'] as const,
  students: (courseId: number) => ['course', 'students', courseId] as const,
};
