import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { homeKeys } from './keys.ts';

export const advertListCall = defineCall<typeof content.advertList>()('GET', '/api/site/advert-list');
export type AdvertPosition = NonNullable<CallInput<typeof advertListCall>['position']>;

export const fetchAdvertList = (position: AdvertPosition) => request(advertListCall, { position });

export const advertListQuery = (position: AdvertPosition) =>
  queryOptions({ queryKey: homeKeys.adverts(position), queryFn: () => fetchAdvertList(position) });

export const useAdvertList = (position: AdvertPosition) => useQuery(advertListQuery(position));
