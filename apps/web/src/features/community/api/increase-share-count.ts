import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const increaseShareCountCall = defineCall<typeof community.increaseShareCount>()(
  'POST',
  '/api/forum/post/increase-share-count',
);

export const increaseShareCount = (id: number) => request(increaseShareCountCall, { id }, { silent: true });
