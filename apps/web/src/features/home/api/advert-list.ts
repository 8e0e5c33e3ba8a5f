import type { content } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstScreenAt, takeFirstScreen } from '../../../lib/first-screen.ts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { homeKeys } from './keys.ts';

export const advertListCall = defineCall<typeof content.advertList>()('GET', '/api/site/advert-list');
export type AdvertPosition = NonNullable<CallInput<typeof advertListCall>['position']>;

export const fetchAdvertList = (position: AdvertPosition) => request(advertListCall, { position });

/** Home's banner and notice come with the page when the server put them there (decision 240). */
export const advertListQuery = (position: AdvertPosition) =>
  queryOptions({
    queryKey: homeKeys.adverts(position),
    queryFn: () => fetchAdvertList(position),
    initialData: () => takeFirstScreen(advertListCall, { position }),
    initialDataUpdatedAt: firstScreenAt,
  });

export const useAdvertList = (position: AdvertPosition) => useQuery(advertListQuery(position));
