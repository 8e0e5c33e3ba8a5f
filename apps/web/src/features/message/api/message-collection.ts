import type { message } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { messageKeys } from './keys.ts';

export const messageCollectionCall = defineCall<typeof message.messageCollection>()(
  'GET',
  '/api/message/collection',
);

export const fetchMessageCollection = (asMchId: number | null, cursor?: string) =>
  request(messageCollectionCall, { cursor, limit: 20, ...(asMchId !== null ? { as_mch_id: asMchId } : {}) });

export const messageCollectionQuery = (asMchId: number | null) =>
  infiniteQueryOptions({
    queryKey: messageKeys.collection(asMchId),
    queryFn: ({ pageParam }) => fetchMessageCollection(asMchId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const useMessageCollection = (asMchId: number | null, enabled = true) =>
  useInfiniteQuery({ ...messageCollectionQuery(asMchId), enabled });
