import type { curate } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const curateTopicUnpinCall = defineCall<typeof curate.topicUnpin>()(
  'POST',
  '/api/admin/curate/topic/unpin',
);

/** Unpin a topic: it takes its place by activity again. */
export const unpinTopic = (topic_id: number) => request(curateTopicUnpinCall, { topic_id }, { silent: true });
