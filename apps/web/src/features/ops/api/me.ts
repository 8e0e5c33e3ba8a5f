import type { EndpointData, ops } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const opsMeCall = defineCall<typeof ops.me>()('GET', '/api/admin/ops/me');

export type OpsMe = EndpointData<typeof ops.me>;

/** The operator's roles and kinds; an ordinary user is refused (403), silently. */
export const opsMeQuery = () =>
  queryOptions({
    queryKey: opsKeys.me,
    queryFn: () => request(opsMeCall, {}, { silent: true, enableUnauthorizedTip: 'no' }),
    staleTime: 60_000,
    retry: false,
  });
