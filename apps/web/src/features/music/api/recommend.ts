import type { music } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const recommendCall = defineCall<typeof music.recommend>()('GET', '/api/music/recommend');

export const recommendQuery = (limit = 20) =>
  queryOptions({
    queryKey: [...musicKeys.recommend, limit],
    queryFn: () => request(recommendCall, { limit }),
  });
