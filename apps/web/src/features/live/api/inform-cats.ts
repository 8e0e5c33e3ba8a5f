import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { liveKeys } from './keys.ts';

export const informCatsCall = defineCall<typeof community.informCats>()('GET', '/api/forum/post/inform-cats');

/** The report reasons a live report chooses from. */
export const useReportReasons = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: liveKeys.reportReasons,
      queryFn: () => request(informCatsCall, {}),
      staleTime: 600_000,
    }),
    enabled,
  });
