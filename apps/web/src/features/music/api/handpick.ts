import type { music } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallData } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const handpickCall = defineCall<typeof music.handpick>()('GET', '/api/music/handpick');

export type Handpick = CallData<typeof handpickCall>['list'][number];

export const handpickQuery = (id?: number) =>
  queryOptions({ queryKey: [...musicKeys.handpick, id ?? 0], queryFn: () => request(handpickCall, { id }) });
