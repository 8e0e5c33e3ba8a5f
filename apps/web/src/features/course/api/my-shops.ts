import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const myShopsCall = defineCall<typeof mall.myShops>()('GET', '/plugin/mch/api/mch/mine');

/** The shops I own or clerk for: the ones whose courses I manage. */
export const myShopsQuery = () =>
  queryOptions({ queryKey: courseKeys.myShops, queryFn: () => request(myShopsCall, {}) });
