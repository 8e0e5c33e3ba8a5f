import type { music } from '@dance/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData, type CallInput } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const trackListCall = defineCall<typeof music.trackList>()('GET', '/api/music/list');

export type Track = CallData<typeof trackListCall>['list'][number];
type Input = Omit<CallInput<typeof trackListCall>, 'cursor'>;

export const trackListQuery = (input: Input) =>
  queryOptions({ queryKey: musicKeys.list(input), queryFn: () => request(trackListCall, input) });

export const trackPagesQuery = (input: Input) =>
  infiniteQueryOptions({
    queryKey: musicKeys.list({ ...input, pages: true }),
    queryFn: ({ pageParam }) => request(trackListCall, { ...input, cursor: pageParam || undefined }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
