import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const postDetailCall = defineCall<typeof community.postDetail>()('GET', '/api/forum/post/detail');

export const fetchPostDetail = (id: number) => request(postDetailCall, { id });

export const postDetailQuery = (id: number) =>
  // Counts and comments move while a reader is away: opening a post always asks again.
  queryOptions({ queryKey: communityKeys.post(id), queryFn: () => fetchPostDetail(id), staleTime: 0 });

export const usePostDetail = (id: number | null) =>
  useQuery({ ...postDetailQuery(id ?? 0), enabled: id !== null });
