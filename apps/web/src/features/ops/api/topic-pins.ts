import type { EndpointData, curate } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const curateTopicPinsCall = defineCall<typeof curate.topicPins>()(
  'GET',
  '/api/admin/curate/topic/pins',
);

export type PinItem = EndpointData<typeof curate.topicPins>['list'][number];

/** The pinned topics in their order (they lead the hot list). */
export const topicPinsQuery = () =>
  queryOptions({ queryKey: opsKeys.curatePins, queryFn: () => request(curateTopicPinsCall, {}) });
