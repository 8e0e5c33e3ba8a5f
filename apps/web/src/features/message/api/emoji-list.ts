import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { messageKeys } from './keys.ts';

export const emojiListCall = defineCall<typeof content.emojiList>()('GET', '/api/emoji/list');

export const fetchEmojiList = () => request(emojiListCall, {}, { silent: true });

export const useEmojiList = (enabled = true) =>
  useQuery({
    ...queryOptions({ queryKey: messageKeys.emoji, queryFn: fetchEmojiList, staleTime: Infinity }),
    enabled,
  });
