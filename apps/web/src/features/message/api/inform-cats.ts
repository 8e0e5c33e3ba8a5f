import type { community } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { messageKeys } from './keys.ts';

export const informCatsCall = defineCall<typeof community.informCats>()('GET', '/api/forum/post/inform-cats');

/** The report reasons a chat report chooses from. */
export const useReportReasons = () =>
  useQuery(
    queryOptions({
      queryKey: messageKeys.reportReasons,
      queryFn: () => request(informCatsCall, {}),
      staleTime: 600_000,
    }),
  );
