import { Button, Dialog, Image } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { deletePost } from '../api/delete-post.ts';
import { useForumUserInfo } from '../api/forum-user-info.ts';
import { communityKeys } from '../api/keys.ts';
import { usePostDetail } from '../api/post-detail.ts';
import { usePostList, type PostListParams } from '../api/post-list.ts';
import { InfiniteList } from '../components/feed-list.tsx';
import { CommentIcon, HeartIcon, PlayBadge } from '../components/icons.tsx';
import { LoginPrompt } from '../components/login-prompt.tsx';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { removePosts } from '../lib/post-cache.ts';
import { go, useFormat } from '../lib/ui.ts';
import { StateView } from '../../../components/state-view.tsx';
import '../community.css';

/** One video, full screen, with its text and a way into the swipe feed. */
export function VideoPlayPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = usePageParams().getId();
  const query = usePostDetail(id);
  const post = query.data;
  return (
    <Page path="/pages/video-play" bare className="cm-video-page cm-video-page--single">
      <div className="cm-video-page__top">
        <button
          type="button"
          className="cm-icon-button cm-icon-button--light"
          onClick={navigateBack}
          aria-label={t('common.back')}
        >
          ‹
        </button>
        <span className="cm-video-page__title">{post?.title || t('community.video.play')}</span>
        <span />
      </div>
      {id === null ? (
        <div className="cm-video-page__state">
          <StateView kind="notFound" title={t('community.post.missing')} />
        </div>
      ) : (
        <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
          {post?.video ? (
            <>
              <VideoPlayer
                className="cm-video-page__player"
                src={post.video.url}
                poster={post.video.cover}
                controls
                active
                muted
              />
              <div className="cm-video-page__info">
                <div className="cm-slide__name">@{post.user.nickname}</div>
                <div className="cm-slide__text">{post.title || post.summary}</div>
                <div className="cm-video-page__meta">
                  {t('community.post.views', { count: post.view_count })} · {format.ago(post.created_at)}
                </div>
                <div className="cm-video-page__actions">
                  <Button
                    size="small"
                    shape="rounded"
                    onClick={() => go(pageUrl('/pages/bbs-detail', { id: post.id }))}
                  >
                    {t('community.video.comments', { count: post.comment_count })}
                  </Button>
                  <Button
                    size="small"
                    shape="rounded"
                    className="gradient-button"
                    onClick={() => go(pageUrl('/pages/video-slide', { id: post.id }))}
                  >
                    {t('community.video.more')}
                  </Button>
                </div>
              </div>
            </>
          ) : (
            <div className="cm-video-page__state">
              <StateView kind="empty" picture="videos" title={t('community.video.notVideo')} />
            </div>
          )}
        </QueryState>
      )}
    </Page>
  );
}

/** My videos with their transcoding state; refreshes while one is processing. */
export function VideoManagePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const isLogin = useUserStore((s) => s.isLogin);
  const me = useForumUserInfo(null, isLogin);
  const params: PostListParams = { tab: 'latest', type: 'video', user_id: me.data?.id };
  const query = usePostList(params, Boolean(me.data));
  const processing = query.data?.pages.some((p) => p.list.some((x) => x.video?.status === 'processing'));
  // While a transcode runs, look again every few seconds.
  const { refetch } = query;
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => void refetch(), 4000);
    return () => clearInterval(timer);
  }, [processing, refetch]);

  const remove = async (id: number) => {
    const ok = await Dialog.confirm({
      content: t('community.menu.deleteConfirm'),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await deletePost(id);
    removePosts(client, (p) => p.id === id);
    showSuccess(t('common.deleted'));
  };

  return (
    <Page
      path="/pages/video-manage"
      title={t('community.video.manage')}
      className="cm-page"
      right={
        <button
          type="button"
          className="cm-link"
          onClick={() => go(pageUrl('/pages/release', { type: 'video' }))}
        >
          {t('community.video.upload')}
        </button>
      }
    >
      {!isLogin ? (
        <LoginPrompt />
      ) : (
        <InfiniteList
          query={query}
          queryKey={communityKeys.posts(params)}
          className="cm-videos"
          emptyText={t('community.video.none')}
          emptyPicture="videos"
          render={(post) => (
            <div
              key={post.id}
              className="cm-vrow"
              data-testid={`my-video-${post.id}`}
              data-status={post.video?.status}
              onClick={() =>
                post.video?.status === 'ready' && go(pageUrl('/pages/video-play', { id: post.id }))
              }
            >
              <div className="cm-vrow__cover">
                {post.video?.cover ? (
                  <Image src={post.video.cover} fit="cover" width="100%" height="100%" lazy />
                ) : null}
                <span className={`cm-vrow__state cm-vrow__state--${post.video?.status ?? 'failed'}`}>
                  {t(`community.video.status.${post.video?.status ?? 'failed'}`)}
                </span>
              </div>
              <div className="cm-vrow__main">
                <div className="cm-vrow__title">
                  {post.title || post.summary || t('community.draft.untitled')}
                </div>
                <div className="muted">{format.ago(post.created_at)}</div>
                <div className="cm-vrow__counts">
                  <HeartIcon /> {format.count(post.like_count)}
                  <CommentIcon /> {format.count(post.comment_count)}
                  <PlayBadge /> {format.count(post.view_count)}
                </div>
              </div>
              <button
                type="button"
                className="cm-link cm-link--danger"
                onClick={(event) => {
                  event.stopPropagation();
                  void remove(post.id);
                }}
              >
                {t('common.delete')}
              </button>
            </div>
          )}
        />
      )}
    </Page>
  );
}
