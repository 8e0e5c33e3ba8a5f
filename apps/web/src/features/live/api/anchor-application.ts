import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const anchorApplicationCall = defineCall<typeof live.anchorApplication>()(
  'GET',
  '/api/live/anchor-application',
);

export const anchorApplication = (input: CallInput<typeof anchorApplicationCall>) =>
  request(anchorApplicationCall, input);
