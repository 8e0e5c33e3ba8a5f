import type { message } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { messageKeys } from './keys.ts';

export const pushConfigCall = defineCall<typeof message.pushConfig>()('GET', '/api/uni-push/config');

export const fetchPushConfig = () => request(pushConfigCall, {}, { silent: true });

export const usePushConfig = () =>
  useQuery(queryOptions({ queryKey: messageKeys.pushConfig, queryFn: fetchPushConfig, staleTime: Infinity }));
