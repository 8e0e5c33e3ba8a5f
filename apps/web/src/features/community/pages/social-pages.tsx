import { Avatar, Image, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { communityKeys } from '../api/keys.ts';
import { useMessageLikeList } from '../api/message-like-list.ts';
import { usePostCollectionList } from '../api/post-collection-list.ts';
import { useStatistics } from '../api/statistics.ts';
import { useUserLikeList, type FollowType } from '../api/user-like-list.ts';
import { InfiniteList, PostFeed } from '../components/feed-list.tsx';
import { FollowButton } from '../components/follow-button.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { UserRow } from '../components/user-row.tsx';
import { go, useFormat } from '../lib/ui.ts';
import '../community.css';

const asType = (v: string): FollowType => (v === 'fans' ? 'fans' : 'follow');

function FollowList({ type, userId }: { type: FollowType; userId: number | null }) {
  const { t } = useTranslation();
  const query = useUserLikeList(type, userId);
  return (
    <InfiniteList
      query={query}
      queryKey={communityKeys.follows(type, userId)}
      className="cm-panel"
      emptyText={type === 'fans' ? t('community.fans.noFans') : t('community.fans.noFollows')}
      emptyPicture="people"
      render={(u) => (
        <UserRow
          key={u.id}
          user={u}
          description={u.signature || t('community.space.noSignature')}
          extra={<FollowButton userId={u.id} followed={u.is_followed} fan={u.is_fan} />}
        />
      )}
    />
  );
}

/** Follows and fans of a user, as two tabs with their counts. */
export function FansTypePage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const userId = params.getId('user_id');
  const isLogin = useUserStore((s) => s.isLogin);
  const [type, setType] = useState<FollowType>(asType(params.get('type')));
  const stats = useStatistics(userId, userId !== null || isLogin);
  if (userId === null && !isLogin)
    return (
      <Page path="/pages/fans-list/fans-type" title={t('community.fans.title')} className="cm-page">
        <LoginPrompt />
      </Page>
    );
  return (
    <Page path="/pages/fans-list/fans-type" title={t('community.fans.title')} className="cm-page">
      <Tabs activeKey={type} onChange={(key) => setType(asType(key))} className="cm-subtabs">
        <Tabs.Tab
          key="follow"
          title={t('community.fans.followsN', { count: stats.data?.follow_count ?? 0 })}
        />
        <Tabs.Tab key="fans" title={t('community.fans.fansN', { count: stats.data?.fans_count ?? 0 })} />
      </Tabs>
      <FollowList key={type} type={type} userId={userId} />
    </Page>
  );
}

/** One list: whom a user follows (type=follow) or their fans (type=fans). */
export function FansListPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const userId = params.getId('user_id');
  const type = asType(params.get('type'));
  const isLogin = useUserStore((s) => s.isLogin);
  return (
    <Page
      path="/pages/fans-list/fans-list"
      title={type === 'fans' ? t('community.fans.fans') : t('community.fans.follows')}
      className="cm-page"
    >
      {userId === null && !isLogin ? <LoginPrompt /> : <FollowList type={type} userId={userId} />}
    </Page>
  );
}

/** The posts I collected, last collected first. */
export function CollectionPage() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const query = usePostCollectionList(null, isLogin);
  return (
    <Page path="/pages/collection" title={t('community.collection.title')} className="cm-page">
      {isLogin ? (
        <PostFeed
          query={query}
          queryKey={communityKeys.collections(null)}
          emptyText={t('community.collection.empty')}
          emptyPicture="collection"
        />
      ) : (
        <LoginPrompt />
      )}
    </Page>
  );
}

/** Likes and collections my posts received. */
export function MessageLikePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const isLogin = useUserStore((s) => s.isLogin);
  const query = useMessageLikeList(isLogin);
  return (
    <Page path="/pages/message-like" title={t('community.notice.title')} className="cm-page">
      {!isLogin ? (
        <LoginPrompt />
      ) : (
        <InfiniteList
          query={query}
          queryKey={communityKeys.messageLikes}
          className="cm-panel"
          emptyText={t('community.notice.empty')}
          emptyPicture="likes"
          render={(n) => (
            <div
              key={n.id}
              className={n.is_read ? 'cm-notice' : 'cm-notice cm-notice--unread'}
              data-testid={`notice-${n.id}`}
              onClick={() => n.post && go(pageUrl('/pages/bbs-detail', { id: n.post.id }))}
            >
              <Avatar
                src={n.actor.avatar}
                className="cm-avatar cm-avatar--md"
                onClick={(event) => {
                  event.stopPropagation();
                  go(pageUrl('/pages/my-space', { user_id: n.actor.id }));
                }}
              />
              <div className="cm-notice__main">
                <div className="cm-notice__name">{n.actor.nickname}</div>
                <div className="cm-notice__text">
                  {t(`community.notice.kind.${n.kind}`)} · {format.ago(n.created_at)}
                </div>
              </div>
              {n.post ? (
                n.post.cover ? (
                  <Image
                    src={n.post.cover}
                    width={48}
                    height={48}
                    fit="cover"
                    className="cm-notice__cover"
                    lazy
                  />
                ) : (
                  <span className="cm-notice__cover cm-notice__cover--text">{n.post.title}</span>
                )
              ) : (
                <span className="cm-notice__cover cm-notice__cover--text">{t('community.notice.gone')}</span>
              )}
            </div>
          )}
        />
      )}
    </Page>
  );
}
