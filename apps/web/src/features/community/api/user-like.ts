import type { community } from '@dance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { communityKeys } from './keys.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';

export const userLikeCall = defineCall<typeof community.userLike>()(
  'POST',
  '/api/forum/interaction/user-like',
);

export const followUser = (userId: number, follow: boolean) =>
  request(userLikeCall, { user_id: userId, is_like: follow ? 1 : 0 });

/** Follow or unfollow; the profile, post details, lists and the following feed refresh after. */
export function useFollowUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) => followUser(userId, follow),
    onSuccess: () => {
      for (const key of ['forum-user-info', 'post', 'user-like-list', 'statistics', 'post-like-user-list'])
        void client.invalidateQueries({ queryKey: [...communityKeys.all, key] });
      void client.invalidateQueries({ queryKey: communityKeys.posts({ tab: 'follow' }) });
      void client.invalidateQueries({ queryKey: sharedKeys.userInfo });
    },
  });
}
