import type { music } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const musicianApplyCall = defineCall<typeof music.musicianApply>()(
  'POST',
  '/api/music/musician-apply',
);
export const musicianApplicationCall = defineCall<typeof music.musicianApplication>()(
  'GET',
  '/api/music/musician-application',
);

/** Apply to be a musician (again after a refusal). */
export const musicianApply = (input: CallInput<typeof musicianApplyCall>) =>
  request(musicianApplyCall, input);

/** The caller's musician review and latest application. */
export const musicianApplicationQuery = () =>
  queryOptions({ queryKey: musicKeys.musician, queryFn: () => request(musicianApplicationCall, {}) });
