import type { community } from '@dance/contracts';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const editGroupCall = defineCall<typeof community.editGroup>()('POST', '/api/forum/group/edit-group');

export type GroupInput = CallInput<typeof editGroupCall>;

/** Creates a circle (no id) or edits mine. */
export const editGroup = (body: GroupInput) => request(editGroupCall, body);
