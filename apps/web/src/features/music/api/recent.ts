import type { music } from '@dance/contracts';
import { defineCall, request, type CallData } from '../../../lib/request.ts';

export const recentCall = defineCall<typeof music.recent>()('GET', '/api/music/recent');
export const recentMergeCall = defineCall<typeof music.recentMerge>()('POST', '/api/music/recent-merge');

export type RecentEntry = CallData<typeof recentCall>['list'][number];

export const fetchRecent = () => request(recentCall, undefined, { silent: true });

/** Hands the device's list to the server, which keeps the later time of each track. */
export const mergeRecent = (items: { goods_id: number; played_at: string }[]) =>
  request(recentMergeCall, { items }, { silent: true });
