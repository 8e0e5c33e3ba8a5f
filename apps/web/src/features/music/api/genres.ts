import type { music } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const genresCall = defineCall<typeof music.genres>()('GET', '/api/music/genres');

export const genresQuery = () =>
  queryOptions({ queryKey: musicKeys.genres, queryFn: () => request(genresCall), staleTime: 5 * 60_000 });
