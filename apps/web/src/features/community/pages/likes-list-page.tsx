import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { communityKeys } from '../api/keys.ts';
import { usePostLikeList } from '../api/post-like-list.ts';
import { usePostLikeUserList } from '../api/post-like-user-list.ts';
import { InfiniteList, PostFeed } from '../components/feed-list.tsx';
import { FollowButton } from '../components/follow-button.tsx';
import { UserRow } from '../components/user-row.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { useFormat } from '../lib/ui.ts';
import '../community.css';

function LikeUsers({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = usePostLikeUserList(postId);
  return (
    <InfiniteList
      query={query}
      queryKey={communityKeys.likeUsers(postId)}
      className="cm-panel"
      emptyText={t('community.likes.noUsers')}
      emptyPicture="people"
      render={(u) => (
        <UserRow
          key={u.id}
          user={u}
          description={format.ago(u.liked_at)}
          extra={<FollowButton userId={u.id} followed={u.is_followed} />}
        />
      )}
    />
  );
}

/** Who liked a post (?post_id=), or the posts I (or ?user_id=) liked. */
export function LikesListPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const postId = params.getId('post_id');
  const userId = params.getId('user_id');
  const isLogin = useUserStore((s) => s.isLogin);
  const liked = usePostLikeList(userId, postId === null && isLogin);
  return (
    <Page
      path="/pages/likes-list"
      title={postId ? t('community.likes.users') : t('community.likes.posts')}
      className="cm-page"
    >
      {postId ? (
        <LikeUsers postId={postId} />
      ) : !isLogin ? (
        <LoginPrompt />
      ) : (
        <PostFeed
          query={liked}
          queryKey={communityKeys.liked(userId)}
          emptyText={t('community.likes.empty')}
          emptyPicture="likes"
        />
      )}
    </Page>
  );
}
