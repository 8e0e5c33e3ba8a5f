import type { mall, music } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { musicKeys } from './keys.ts';

export const editMusicCall = defineCall<typeof music.editMusic>()('POST', '/api/goods/edit-music');
export const myShopsCall = defineCall<typeof mall.myShops>()('GET', '/plugin/mch/api/mch/mine');

/** Publish or edit one of the musician's tracks. */
export const editMusic = (input: CallInput<typeof editMusicCall>) => request(editMusicCall, input);

/** The shops the caller owns or clerks for: a musician's tracks belong to one. */
export const myShopsQuery = () =>
  queryOptions({ queryKey: [...musicKeys.mine(0), 'shops'], queryFn: () => request(myShopsCall, {}) });
