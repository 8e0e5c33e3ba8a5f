import type { EndpointData, curate } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const curateInformCatListCall = defineCall<typeof curate.informCatList>()(
  'GET',
  '/api/admin/curate/inform-cat/list',
);

export type ReasonItem = EndpointData<typeof curate.informCatList>['list'][number];

/** Every reason of the list, removed ones too, in their order. */
export const informCatListQuery = () =>
  queryOptions({
    queryKey: opsKeys.curateReasons('inform-cat'),
    queryFn: () => request(curateInformCatListCall, {}),
  });
