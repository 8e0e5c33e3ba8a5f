import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const anchorIdentifyCall = defineCall<typeof live.anchorIdentify>()(
  'POST',
  '/api/live/anchor-identify',
);

export const anchorIdentify = (input: CallInput<typeof anchorIdentifyCall>) =>
  request(anchorIdentifyCall, input);
