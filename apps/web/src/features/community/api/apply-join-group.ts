import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const applyJoinGroupCall = defineCall<typeof community.applyJoinGroup>()(
  'POST',
  '/api/forum/group/apply-join-group',
);

/** Joins an open circle, or asks to join an approval circle with an answer. */
export const applyJoinGroup = (id: number, answer?: string) =>
  request(applyJoinGroupCall, { id, answer: answer || undefined });
