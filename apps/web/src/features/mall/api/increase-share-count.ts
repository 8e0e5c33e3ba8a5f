import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const increaseShareCountCall = defineCall<typeof mall.increaseShareCount>()(
  'POST',
  '/api/goods/increase-share-count',
);

/** Fire and forget: a share is counted, a failure is not worth a toast. */
export const increaseShareCount = (id: number) =>
  request(increaseShareCountCall, { id }, { silent: true }).catch(() => null);
