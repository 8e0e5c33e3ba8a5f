import type { community } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';

export const editUserTagCall = defineCall<typeof community.editUserTag>()(
  'POST',
  '/api/forum/topic/edit-user-tag',
);

export const editUserTag = (tagIds: number[]) => request(editUserTagCall, { tag_ids: tagIds });

export function useEditUserTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editUserTag,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communityKeys.tags });
      void client.invalidateQueries({ queryKey: communityKeys.posts({ tab: 'recommend' }) });
    },
  });
}
