import type { activity } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const addCourseCall = defineCall<typeof activity.addCourse>()('POST', '/api/activity/add-course');

/** Link courses. */
export const addCourse = (input: CallInput<typeof addCourseCall>) => request(addCourseCall, input);
