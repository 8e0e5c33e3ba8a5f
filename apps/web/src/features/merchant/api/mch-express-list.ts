import type { mall } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { merchantKeys } from './keys.ts';

export const mchExpressListCall = defineCall<typeof mall.mchExpressList>()(
  'GET',
  '/plugin/mch/api/order/express-list',
);

/** The express companies a shop ships with (names in the request language). */
export const mchExpressListQuery = () =>
  queryOptions({
    queryKey: merchantKeys.express,
    queryFn: async () => (await request(mchExpressListCall, {})).list,
    staleTime: Infinity,
  });
