import type { EndpointData, curate } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const curateAdvertListCall = defineCall<typeof curate.advertList>()(
  'GET',
  '/api/admin/curate/advert/list',
);

export type AdvertItem = EndpointData<typeof curate.advertList>['list'][number];
export type AdvertPosition = AdvertItem['position'];

/** Every advert of a position, hidden ones too, in their order. */
export const advertListQuery = (position: AdvertPosition) =>
  queryOptions({
    queryKey: opsKeys.curateAdverts(position),
    queryFn: () => request(curateAdvertListCall, { position }),
  });
