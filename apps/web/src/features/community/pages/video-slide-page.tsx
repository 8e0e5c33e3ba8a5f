import type { community } from '@dance/contracts';
import { Avatar, Popup, SpinLoading } from 'antd-mobile';
import { SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useCollectPost } from '../api/post-collect.ts';
import { usePostDetail } from '../api/post-detail.ts';
import { useLikePost } from '../api/post-like.ts';
import { useVideoRecommend } from '../api/video-recommend.ts';
import { CommentComposer, CommentList, type ReplyTarget } from '../components/comments.tsx';
import { FollowButton } from '../components/follow-button.tsx';
import { CommentIcon, HeartIcon, ShareIcon, StarIcon } from '../components/icons.tsx';
import { VideoPlayer } from '../../../components/video-player.tsx';
import { flattenPages } from '../lib/feed.ts';
import { loadWindow, slideAt } from '../lib/video.ts';
import { go, requireLogin, useFormat } from '../lib/ui.ts';
import { StateView } from '../../../components/state-view.tsx';
import '../community.css';

type Post = community.PostCard;

/** The comments of one video in a bottom sheet. */
function CommentsSheet({ postId, onClose }: { postId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePostDetail(postId);
  const [composer, setComposer] = useState(false);
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const open = (next: ReplyTarget | null) => {
    if (!requireLogin()) return;
    setTarget(next);
    setComposer(true);
  };
  return (
    <Popup visible={postId !== null} onMaskClick={onClose} bodyClassName="cm-sheet cm-sheet--tall">
      {detail.data ? (
        <>
          <div className="cm-sheet__body cm-sheet__body--scroll">
            <CommentList post={detail.data} onReply={open} />
          </div>
          <button type="button" className="cm-bar__input cm-sheet__input" onClick={() => open(null)}>
            {detail.data.can_comment ? t('community.comment.placeholder') : t('community.comment.closed')}
          </button>
          <CommentComposer
            post={detail.data}
            visible={composer}
            target={target}
            onClose={() => setComposer(false)}
          />
        </>
      ) : (
        <div className="center-box">
          <SpinLoading color="primary" />
        </div>
      )}
    </Popup>
  );
}

function Slide({
  post,
  load,
  active,
  muted,
  onComments,
}: {
  post: Post;
  load: boolean;
  active: boolean;
  muted: boolean;
  onComments: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const like = useLikePost();
  const collect = useCollectPost();
  const [paused, setPaused] = useState(false);
  // The feed's cards do not say whether I follow the author; the button remembers what I did here.
  const [followed, setFollowed] = useState(false);
  const video = post.video;
  useEffect(() => setPaused(false), [active]);
  return (
    <section
      className="cm-slide"
      data-testid={`video-slide-${post.id}`}
      data-active={active ? 'true' : 'false'}
    >
      {video && (
        <VideoPlayer
          className="cm-slide__video"
          // A vertical video fills the phone's screen; a landscape one is shown whole.
          data-portrait={video.width && video.height && video.height > video.width ? '' : undefined}
          src={video.url}
          poster={video.cover}
          load={load}
          active={active && !paused}
          muted={muted}
          loop
          onClick={() => setPaused((p) => !p)}
        />
      )}
      {paused && <span className="cm-slide__paused">▶</span>}
      <div className="cm-slide__side">
        <div className="cm-slide__author">
          <Avatar
            src={post.user.avatar}
            className="cm-avatar cm-avatar--md"
            onClick={() => go(pageUrl('/pages/my-space', { user_id: post.user.id }))}
          />
        </div>
        <button
          type="button"
          className={post.is_liked ? 'cm-slide__btn cm-slide__btn--liked' : 'cm-slide__btn'}
          data-testid={`slide-like-${post.id}`}
          onClick={() => requireLogin() && like.mutate({ id: post.id, liked: !post.is_liked })}
        >
          <HeartIcon filled={post.is_liked} />
          <span>{format.count(post.like_count)}</span>
        </button>
        <button
          type="button"
          className="cm-slide__btn"
          onClick={onComments}
          data-testid={`slide-comments-${post.id}`}
        >
          <CommentIcon />
          <span>{format.count(post.comment_count)}</span>
        </button>
        <button
          type="button"
          className={post.is_collected ? 'cm-slide__btn cm-slide__btn--collected' : 'cm-slide__btn'}
          onClick={() => requireLogin() && collect.mutate({ id: post.id, collected: !post.is_collected })}
        >
          <StarIcon filled={post.is_collected} />
          <span>{format.count(post.collect_count)}</span>
        </button>
        <button
          type="button"
          className="cm-slide__btn"
          onClick={() => go(pageUrl('/pages/video-share', { id: post.id }))}
        >
          <ShareIcon />
          <span>{post.share_count > 0 ? format.count(post.share_count) : t('community.action.share')}</span>
        </button>
      </div>
      <div className="cm-slide__info">
        <div className="cm-slide__name">
          @{post.user.nickname}
          <FollowButton userId={post.user.id} followed={followed} onChange={setFollowed} />
        </div>
        {(post.title || post.summary) && <div className="cm-slide__text">{post.title || post.summary}</div>}
        {post.topics.length > 0 && (
          <div className="cm-slide__topics">
            {post.topics.map((topic) => (
              <span key={topic.id} onClick={() => go(pageUrl('/pages/topic-detail', { id: topic.id }))}>
                #{topic.name}
              </span>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** The vertical short-video feed: swipe up for the next; the next one preloads. */
export function VideoSlidePage() {
  const { t } = useTranslation();
  const startId = usePageParams().getId();
  const query = useVideoRecommend(startId);
  const posts = flattenPages(query.data?.pages, (p) => p.video !== null);
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  const [comments, setComments] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setActive(slideAt(el.scrollTop, el.clientHeight, el.childElementCount));
  }, []);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (active >= posts.length - 2 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [active, posts.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const el = scroller.current;
      if (!el || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
      el.scrollBy({
        top: event.key === 'ArrowDown' ? el.clientHeight : -el.clientHeight,
        behavior: 'smooth',
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Page path="/pages/video-slide" bare className="cm-video-page">
      <div className="cm-video-page__top">
        <button
          type="button"
          className="cm-icon-button cm-icon-button--light"
          onClick={navigateBack}
          aria-label={t('common.back')}
        >
          ‹
        </button>
        <span className="cm-video-page__title">{t('community.video.feed')}</span>
        <button
          type="button"
          className="cm-icon-button cm-icon-button--light"
          onClick={() => setMuted((m) => !m)}
          aria-label={muted ? t('community.video.unmute') : t('community.video.mute')}
          data-testid="video-mute"
        >
          {muted ? <SoundMuteOutline /> : <SoundOutline />}
        </button>
      </div>
      {query.isPending ? (
        <div className="center-box cm-video-page__state">
          <SpinLoading color="white" />
        </div>
      ) : posts.length === 0 ? (
        <div className="cm-video-page__state">
          <StateView kind="empty" picture="videos" title={t('community.video.empty')} />
        </div>
      ) : (
        <div className="cm-slides" ref={scroller} onScroll={onScroll} data-testid="video-slides">
          {posts.map((post, index) => {
            const w = loadWindow(index, active);
            return (
              <Slide
                key={post.id}
                post={post}
                load={w.load}
                active={w.active}
                muted={muted}
                onComments={() => setComments(post.id)}
              />
            );
          })}
        </div>
      )}
      <CommentsSheet postId={comments} onClose={() => setComments(null)} />
    </Page>
  );
}
