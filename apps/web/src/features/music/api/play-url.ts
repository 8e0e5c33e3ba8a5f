import type { music } from '@dance/contracts';
import { defineCall, request, type CallData } from '../../../lib/request.ts';

export const playUrlCall = defineCall<typeof music.playUrl>()('GET', '/api/music/play-url');

export type PlayUrl = CallData<typeof playUrlCall>;

/** A signed URL, valid two hours: the best rendition the listener may play, or the one asked for. */
export const fetchPlayUrl = (id: number, rendition?: 'stream' | 'download' | 'preview', silent = true) =>
  request(playUrlCall, rendition ? { id, rendition } : { id }, { silent });
