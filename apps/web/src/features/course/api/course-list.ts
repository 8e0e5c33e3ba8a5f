import type { course } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const courseListCall = defineCall<typeof course.courseList>()('GET', '/api/course/list');

export type CourseListInput = CallInput<typeof courseListCall>;

export const courseListQuery = (input: CourseListInput) =>
  queryOptions({
    queryKey: courseKeys.list(input),
    queryFn: () => request(courseListCall, input),
    staleTime: 60_000,
  });
