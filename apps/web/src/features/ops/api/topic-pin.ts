import type { curate } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const curateTopicPinCall = defineCall<typeof curate.topicPin>()('POST', '/api/admin/curate/topic/pin');

/** Pin a topic at a position of the hot list, or move it (a position held by another topic answers 9503). */
export const pinTopic = (topic_id: number, position: number) =>
  request(curateTopicPinCall, { topic_id, position }, { silent: true });
