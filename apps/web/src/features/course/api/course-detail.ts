import type { course } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const courseDetailCall = defineCall<typeof course.courseDetail>()('GET', '/api/course/detail');

export type CourseDetail = CallData<typeof courseDetailCall>;
export type Lesson = CourseDetail['lessons'][number];

export const courseDetailQuery = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: () => request(courseDetailCall, { id }),
    // Registration, seats and lessons move (a purchase, a transcode): fresh on every visit.
    staleTime: 0,
  });

export const useCourseDetail = (id: number | null) =>
  useQuery({ ...courseDetailQuery(id ?? 0), enabled: id !== null });
