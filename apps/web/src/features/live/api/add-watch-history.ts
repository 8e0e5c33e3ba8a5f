import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const addWatchHistoryCall = defineCall<typeof live.addWatchHistory>()(
  'POST',
  '/api/index/add-live-watch-history',
);

export const addWatchHistory = (input: CallInput<typeof addWatchHistoryCall>) =>
  request(addWatchHistoryCall, input);
