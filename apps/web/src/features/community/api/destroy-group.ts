import type { community } from '@dance/contracts';
import { defineCall, request } from '../../../lib/request.ts';

export const destroyGroupCall = defineCall<typeof community.destroyGroup>()(
  'POST',
  '/api/forum/group/destroy-group',
);

/** Owner: closes the circle; its posts stay. */
export const destroyGroup = (id: number) => request(destroyGroupCall, { id });
