import type { community } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const informCall = defineCall<typeof community.inform>()('POST', '/api/forum/post/inform');

/** Reports a post, a comment or an account. */
export const inform = (body: CallInput<typeof informCall>) => request(informCall, body);
