import type { message } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const copyClientIdCall = defineCall<typeof message.copyClientId>()(
  'POST',
  '/api/uni-push/copy-client-id',
);

export const copyClientId = (body: CallInput<typeof copyClientIdCall>) => request(copyClientIdCall, body);
