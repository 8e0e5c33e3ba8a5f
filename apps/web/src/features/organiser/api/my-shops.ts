import type { mall } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const myShopsCall = defineCall<typeof mall.myShops>()('GET', '/plugin/mch/api/mch/mine');

/** The shops I own or clerk for: who sees the organiser tools. */
export const fetchMyShops = () => request(myShopsCall, {});
