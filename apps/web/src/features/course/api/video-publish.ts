import type { course } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const videoPublishCall = defineCall<typeof course.videoPublish>()(
  'POST',
  '/api/course/course-video-publish',
);

export type VideoPublishInput = CallInput<typeof videoPublishCall>;

/** Add (no id) or replace a lesson from an uploaded video; the server transcodes it. */
export const publishLesson = (input: VideoPublishInput) => request(videoPublishCall, input);
