import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const draftDetailCall = defineCall<typeof community.draftDetail>()(
  'GET',
  '/api/forum/post/draft-detail',
);

export const fetchDraftDetail = (id: number) => request(draftDetailCall, { id });

export const draftDetailQuery = (id: number) =>
  queryOptions({ queryKey: communityKeys.draft(id), queryFn: () => fetchDraftDetail(id), staleTime: 0 });

export const useDraftDetail = (id: number | null) =>
  useQuery({ ...draftDetailQuery(id ?? 0), enabled: id !== null });
