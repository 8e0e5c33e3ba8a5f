import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchDetailCall = defineCall<typeof mall.mchDetail>()('GET', '/plugin/mch/api/mch/detail');

/** A shop as a buyer sees it: name, logo, intro, goods count and sales. */
export const mchDetailQuery = (id: number) =>
  queryOptions({
    queryKey: merchantKeys.shop(id),
    queryFn: () => request(mchDetailCall, { id }),
    staleTime: 60_000,
  });
