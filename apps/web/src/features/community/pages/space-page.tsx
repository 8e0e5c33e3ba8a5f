import { ActionSheet, Avatar, Button, Image, Tabs } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useCompilationList } from '../api/compilation-list.ts';
import { useForumUserInfo } from '../api/forum-user-info.ts';
import { communityKeys } from '../api/keys.ts';
import { usePostCollectionList } from '../api/post-collection-list.ts';
import { usePostLikeList } from '../api/post-like-list.ts';
import { usePostList, type PostListParams } from '../api/post-list.ts';
import { InfiniteList, PostFeed } from '../components/feed-list.tsx';
import { FollowButton } from '../components/follow-button.tsx';
import { MoreIcon } from '../components/icons.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { blockUser } from '../components/post-menu.tsx';
import { PrivacySheet } from '../components/privacy-sheet.tsx';
import { go, requireLogin, useFormat } from '../lib/ui.ts';
import '../community.css';
import { StateView } from '../../../components/state-view.tsx';

type SpaceTab = 'posts' | 'compilations' | 'likes' | 'collections';

function SpaceTabs({ userId, self }: { userId: number; self: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SpaceTab>('posts');
  const params: PostListParams = { tab: 'latest', user_id: userId };
  const posts = usePostList(params, tab === 'posts');
  const compilations = useCompilationList(userId, tab === 'compilations');
  const likes = usePostLikeList(self ? null : userId, tab === 'likes');
  const collections = usePostCollectionList(self ? null : userId, tab === 'collections');
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as SpaceTab)}
        className="cm-subtabs cm-subtabs--sticky"
      >
        <Tabs.Tab key="posts" title={t('community.space.posts')} />
        <Tabs.Tab key="compilations" title={t('community.space.compilations')} />
        <Tabs.Tab key="likes" title={t('community.space.likes')} />
        <Tabs.Tab key="collections" title={t('community.space.collections')} />
      </Tabs>
      {tab === 'posts' && <PostFeed query={posts} queryKey={communityKeys.posts(params)} pull={false} />}
      {tab === 'likes' && (
        <PostFeed
          query={likes}
          pull={false}
          emptyText={t('community.space.privateOrEmpty')}
          emptyPicture="likes"
        />
      )}
      {tab === 'collections' && (
        <PostFeed
          query={collections}
          pull={false}
          emptyText={t('community.space.privateOrEmpty')}
          emptyPicture="collection"
        />
      )}
      {tab === 'compilations' && (
        <InfiniteList
          query={compilations}
          pull={false}
          className="cm-panel"
          emptyText={t('community.space.noCompilations')}
          render={(c) => (
            <div key={c.id} className="cm-compilation">
              {c.cover ? (
                <Image
                  src={c.cover}
                  width={72}
                  height={72}
                  fit="cover"
                  className="cm-compilation__cover"
                  lazy
                />
              ) : (
                <span className="cm-compilation__cover cm-compilation__cover--empty">{c.post_count}</span>
              )}
              <div className="cm-compilation__main">
                <div className="cm-compilation__title">{c.title}</div>
                <div className="cm-compilation__intro">{c.intro}</div>
                <div className="muted">{t('community.space.compilationPosts', { count: c.post_count })}</div>
              </div>
            </div>
          )}
        />
      )}
    </>
  );
}

/** A dancer's space: profile, counts, follow, and their posts, series, likes and collections. */
export function MySpacePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const param = usePageParams().getId('user_id');
  const isLogin = useUserStore((s) => s.isLogin);
  const query = useForumUserInfo(param, param !== null || isLogin);
  const info = query.data;
  const [privacy, setPrivacy] = useState(false);

  const more = () => {
    if (!info) return;
    const handler = ActionSheet.show({
      cancelText: t('common.cancel'),
      actions: [
        { key: 'block', text: t('community.menu.block') },
        { key: 'report', text: t('community.menu.reportUser'), danger: true },
      ],
      onAction: async (action) => {
        handler.close();
        if (action.key === 'report' && requireLogin())
          go(pageUrl('/pages/inform-user', { user_id: info.id }));
        if (action.key === 'block' && (await blockUser(client, info))) navigateBack();
      },
    });
  };

  if (param === null && !isLogin)
    return (
      <Page path="/pages/my-space" title={t('community.space.title')} className="cm-page">
        <LoginPrompt />
      </Page>
    );

  const counts = info
    ? [
        {
          key: 'follow',
          value: info.follow_count,
          url: pageUrl('/pages/fans-list/fans-type', { type: 'follow', user_id: info.id }),
        },
        {
          key: 'fans',
          value: info.fans_count,
          url: pageUrl('/pages/fans-list/fans-type', { type: 'fans', user_id: info.id }),
        },
        { key: 'likes', value: info.like_count, url: '' },
        { key: 'posts', value: info.post_count, url: '' },
      ]
    : [];

  return (
    <Page path="/pages/my-space" bare className="cm-page cm-space">
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {info ? (
          <>
            <header className="cm-space__head">
              <div className="cm-space__bar">
                <button
                  type="button"
                  className="cm-icon-button cm-icon-button--light"
                  onClick={navigateBack}
                  aria-label={t('common.back')}
                >
                  ‹
                </button>
                {!info.is_self && (
                  <button
                    type="button"
                    className="cm-icon-button cm-icon-button--light"
                    onClick={more}
                    aria-label={t('common.more')}
                  >
                    <MoreIcon />
                  </button>
                )}
              </div>
              <div className="cm-space__profile">
                <Avatar src={info.avatar} className="cm-space__avatar" />
                <div className="cm-space__who">
                  <div className="cm-space__name" data-testid="space-name">
                    {info.nickname}
                  </div>
                  <div className="cm-space__id">
                    ID {info.id}
                    {info.is_real_name_authentication === 1 && (
                      <span className="cm-space__verified">{t('community.space.verified')}</span>
                    )}
                  </div>
                </div>
              </div>
              <div className="cm-space__sign">{info.signature || t('community.space.noSignature')}</div>
              {info.dance_styles.length > 0 && (
                <div className="cm-space__styles">
                  {info.dance_styles.map((s) => (
                    <span key={s} className="cm-space__style">
                      {t(`styles.${s}`, { defaultValue: s })}
                    </span>
                  ))}
                </div>
              )}
              <div className="cm-space__row">
                <div className="cm-space__counts">
                  {counts.map((c) =>
                    c.url ? (
                      <button
                        type="button"
                        key={c.key}
                        className="cm-space__count"
                        data-testid={`space-count-${c.key}`}
                        onClick={() => go(c.url)}
                      >
                        <strong>{format.count(c.value)}</strong>
                        <span>{t(`community.space.count.${c.key}`)}</span>
                      </button>
                    ) : (
                      // A figure, not a control: nothing to open behind it.
                      <div key={c.key} className="cm-space__count" data-testid={`space-count-${c.key}`}>
                        <strong>{format.count(c.value)}</strong>
                        <span>{t(`community.space.count.${c.key}`)}</span>
                      </div>
                    ),
                  )}
                </div>
                {info.is_self ? (
                  <div className="cm-space__buttons">
                    <Button
                      size="small"
                      shape="rounded"
                      className="cm-ghost"
                      onClick={() => go('/pages/edit-user-info')}
                    >
                      {t('community.space.editProfile')}
                    </Button>
                    <Button
                      size="small"
                      shape="rounded"
                      className="cm-ghost"
                      onClick={() => setPrivacy(true)}
                    >
                      {t('community.privacy.short')}
                    </Button>
                  </div>
                ) : (
                  <div className="cm-space__buttons">
                    <FollowButton userId={info.id} followed={info.is_followed} size="small" />
                    <a
                      className="adm-button adm-button-default adm-button-small adm-button-shape-rounded cm-ghost"
                      data-testid="space-message"
                      style={{ textDecoration: 'none' }}
                      href={`#${pageUrl('/pages/message-chat', { user_id: info.id, name: info.nickname })}`}
                    >
                      <span>{t('community.space.message')}</span>
                    </a>
                  </div>
                )}
              </div>
            </header>
            <SpaceTabs userId={info.id} self={info.is_self} />
            {info.is_self && <PrivacySheet visible={privacy} onClose={() => setPrivacy(false)} />}
          </>
        ) : (
          <StateView kind="notFound" title={t('community.space.missing')} />
        )}
      </QueryState>
    </Page>
  );
}
