import type { user } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const unBindCall = defineCall<typeof user.unBind>()('POST', '/api/user/un-bind');

export type Platform = CallInput<typeof unBindCall>['platform'];

export const unBind = (platform: Platform) => request(unBindCall, { platform });

export function useUnBind() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unBind,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.bindList }),
  });
}
