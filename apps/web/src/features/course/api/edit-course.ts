import type { course } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const editCourseCall = defineCall<typeof course.editCourse>()('POST', '/api/goods/edit-course');

export type EditCourseInput = CallInput<typeof editCourseCall>;

/** Create (no id) or edit one of the shop's courses. */
export const editCourse = (input: EditCourseInput) => request(editCourseCall, input);
