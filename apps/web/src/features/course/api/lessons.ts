import type { course } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const lessonsCall = defineCall<typeof course.lessons>()('GET', '/api/course/lessons');

/** While a lesson transcodes, the list asks again every few seconds. */
export const LESSON_POLL_MS = 3000;

export const lessonsQuery = (courseId: number) =>
  queryOptions({
    queryKey: courseKeys.lessons(courseId),
    queryFn: () => request(lessonsCall, { course_id: courseId }),
    refetchInterval: (query) =>
      query.state.data?.list.some((l) => l.status === 'processing') ? LESSON_POLL_MS : false,
  });
