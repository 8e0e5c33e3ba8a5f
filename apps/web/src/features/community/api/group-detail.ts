import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const groupDetailCall = defineCall<typeof community.groupDetail>()('GET', '/api/forum/group/detail');

export const fetchGroupDetail = (id: number) => request(groupDetailCall, { id });

export const groupDetailQuery = (id: number) =>
  queryOptions({ queryKey: communityKeys.group(id), queryFn: () => fetchGroupDetail(id) });

export const useGroupDetail = (id: number | null) =>
  useQuery({ ...groupDetailQuery(id ?? 0), enabled: id !== null });
