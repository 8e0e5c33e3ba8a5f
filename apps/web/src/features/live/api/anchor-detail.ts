import type { live } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const anchorDetailCall = defineCall<typeof live.anchorDetail>()('GET', '/api/live/anchor-detail');

export const anchorDetail = (input: CallInput<typeof anchorDetailCall>) => request(anchorDetailCall, input);
