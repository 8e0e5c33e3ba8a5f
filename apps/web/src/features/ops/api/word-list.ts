import type { EndpointData, curate } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const curateWordListCall = defineCall<typeof curate.wordList>()('GET', '/api/admin/curate/word/list');

export type WordItem = EndpointData<typeof curate.wordList>['list'][number];
export type WordLevel = WordItem['level'];

/** The word lists, newest first, of one level ('' for both) holding a part of the word. */
export const useWordList = (level: WordLevel | '', keyword: string) =>
  useInfiniteQuery({
    queryKey: opsKeys.curateWords(level, keyword),
    queryFn: ({ pageParam }) =>
      request(curateWordListCall, {
        cursor: pageParam,
        limit: 30,
        ...(level ? { level } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
