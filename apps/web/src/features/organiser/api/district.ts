import type { content } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const districtCall = defineCall<typeof content.district>()('GET', '/api/default/district');

/** The province / city / district tree. */
export const fetchDistricts = () => request(districtCall, {});
