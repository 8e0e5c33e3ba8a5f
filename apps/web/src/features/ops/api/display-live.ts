import type { live, ops } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';

export const opsIsDisplayLiveCall = defineCall<typeof live.isDisplayLive>()(
  'GET',
  '/api/live/is-display-live',
);
export const opsDisplayLiveCall = defineCall<typeof ops.displayLive>()('POST', '/api/admin/ops/display-live');

export const displayLiveKey = ['ops', 'display-live'] as const;

/** Whether the app shows its live entrances now. */
export const displayLiveQuery = () =>
  queryOptions({
    queryKey: displayLiveKey,
    queryFn: async () => (await request(opsIsDisplayLiveCall, {})).is_display === 1,
  });

/** Show or hide the live entrances (editors), at once. */
export const setDisplayLive = (on: boolean) =>
  request(opsDisplayLiveCall, { on: on ? 1 : 0 }, { silent: true });
