import type { music } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const reportPlayCall = defineCall<typeof music.reportPlay>()('POST', '/api/music/play');

/** Tells the server how long the listener has listened; it counts the play once. */
export const reportPlay = (id: number, seconds: number) =>
  request(
    reportPlayCall,
    { id, seconds: Math.round(seconds) },
    { silent: true, enableUnauthorizedTip: 'no' },
  );
