import type { message } from '@dance/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import type { NoticeCategory } from '../lib/types.ts';
import { messageKeys } from './keys.ts';

export const messageListCall = defineCall<typeof message.messageList>()('GET', '/api/message/list');

/** One page of a category's notices or of a conversation's messages. */
export const fetchMessageList = (query: CallInput<typeof messageListCall>) => request(messageListCall, query);

export const noticesQuery = (category: NoticeCategory, asMchId: number | null) =>
  infiniteQueryOptions({
    queryKey: messageKeys.notices(category, asMchId),
    queryFn: ({ pageParam }) =>
      fetchMessageList({
        category,
        cursor: pageParam,
        limit: 20,
        ...(asMchId !== null ? { as_mch_id: asMchId } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const useNotices = (category: NoticeCategory, asMchId: number | null) =>
  useInfiniteQuery(noticesQuery(category, asMchId));
