import type { course } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const courseManageListCall = defineCall<typeof course.courseManageList>()(
  'GET',
  '/api/course/manage-list',
);

/** A shop's courses (to link). */
export const fetchShopCourses = (input: CallInput<typeof courseManageListCall>) =>
  request(courseManageListCall, input);
