import type { community } from '@dance/contracts';
import { Avatar, Image, ImageViewer, NavBar, Swiper } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useCollectPost } from '../api/post-collect.ts';
import { usePostDetail } from '../api/post-detail.ts';
import { useLikePost } from '../api/post-like.ts';
import { go, requireLogin, useFormat } from '../lib/ui.ts';
import { CommentComposer, CommentList, type ReplyTarget } from './comments.tsx';
import { FollowButton } from './follow-button.tsx';
import { CommentIcon, HeartIcon, ShareIcon, StarIcon } from './icons.tsx';
import { ImageGrid } from './image-grid.tsx';
import { PostMenu } from './post-menu.tsx';
import { VideoPlayer } from '../../../components/video-player.tsx';
import '../community.css';
import { StateView } from '../../../components/state-view.tsx';

type Post = community.PostDetail;

/** The frame follows the first picture, between 3:4 (portrait) and 4:3 (landscape). */
export function frameRatio(width: number, height: number): number {
  if (!(width > 0 && height > 0)) return 3 / 4;
  return Math.min(4 / 3, Math.max(3 / 4, width / height));
}

function Gallery({ images }: { images: string[] }) {
  const [index, setIndex] = useState(0);
  const [ratio, setRatio] = useState(3 / 4);
  const first = images[0];
  useEffect(() => {
    if (!first) return undefined;
    const img = new window.Image();
    img.onload = () => setRatio(frameRatio(img.naturalWidth, img.naturalHeight));
    img.src = first;
    return () => {
      img.onload = null;
    };
  }, [first]);
  if (images.length === 0) return null;
  return (
    <div className="cm-gallery" data-testid="gallery">
      <Swiper
        onIndexChange={setIndex}
        indicator={(total, current) =>
          total > 1 ? <span className="cm-gallery__count">{`${current + 1}/${total}`}</span> : null
        }
      >
        {images.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>
            <div
              className="cm-gallery__item"
              style={{ aspectRatio: String(ratio) }}
              onClick={() => ImageViewer.Multi.show({ images, defaultIndex: index })}
            >
              <Image src={src} fit="contain" width="100%" height="100%" />
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

function Body({ post, article }: { post: Post; article: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const html = useMemo(() => sanitizeHtml(post.content), [post.content]);
  return (
    <div className={article ? 'cm-body cm-body--article' : 'cm-body'}>
      {post.status !== 'published' && (
        <div className={`cm-banner cm-banner--${post.status}`}>
          {t(`community.status.${post.status}Long`)}
        </div>
      )}
      {post.title && <h1 className="cm-body__title">{post.title}</h1>}
      {article && (
        <div className="cm-body__byline">
          <Avatar src={post.user.avatar} className="cm-avatar cm-avatar--xs" />
          <span>{post.user.nickname}</span>
          <span className="muted">{format.ago(post.created_at)}</span>
        </div>
      )}
      <div
        className={
          /<[a-z][^>]*>/i.test(post.content)
            ? 'rich-text cm-body__content'
            : 'rich-text cm-body__content cm-pre'
        }
        data-testid="post-content"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {article && <ImageGrid images={post.images} viewer />}
      {(post.topics.length > 0 || post.group) && (
        <div className="cm-card__topics cm-body__tags">
          {post.topics.map((topic) => (
            <button
              type="button"
              key={topic.id}
              className="cm-topic-tag"
              onClick={() => go(pageUrl('/pages/topic-detail', { id: topic.id }))}
            >
              #{topic.name}
            </button>
          ))}
          {post.group && (
            <button
              type="button"
              className="cm-circle-tag"
              onClick={() => go(pageUrl('/pages/circle-detail', { id: post.group!.id }))}
            >
              ◎ {post.group.name}
            </button>
          )}
        </div>
      )}
      {post.compilation && (
        <div className="cm-body__compilation">
          {t('community.post.compilation', { title: post.compilation.title })}
        </div>
      )}
      <div className="cm-body__meta">
        {format.ago(post.created_at)} · {t('community.post.views', { count: post.view_count })}
        <button
          type="button"
          className="cm-link"
          onClick={() => go(pageUrl('/pages/likes-list', { post_id: post.id }))}
        >
          {t('community.post.likedBy', { count: post.like_count })}
        </button>
      </div>
    </div>
  );
}

function ActionBar({ post, onComment }: { post: Post; onComment: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const like = useLikePost();
  const collect = useCollectPost();
  return (
    <div className="cm-bar">
      <button type="button" className="cm-bar__input" onClick={onComment} data-testid="open-comment">
        {post.can_comment ? t('community.comment.placeholder') : t('community.comment.closed')}
      </button>
      <button
        type="button"
        className={post.is_liked ? 'cm-bar__btn cm-bar__btn--liked' : 'cm-bar__btn'}
        aria-pressed={post.is_liked}
        data-testid="detail-like"
        onClick={() => requireLogin() && like.mutate({ id: post.id, liked: !post.is_liked })}
      >
        <HeartIcon filled={post.is_liked} />
        <span data-testid="detail-like-count">{format.count(post.like_count)}</span>
      </button>
      <button
        type="button"
        className={post.is_collected ? 'cm-bar__btn cm-bar__btn--collected' : 'cm-bar__btn'}
        aria-pressed={post.is_collected}
        data-testid="detail-collect"
        onClick={() => requireLogin() && collect.mutate({ id: post.id, collected: !post.is_collected })}
      >
        <StarIcon filled={post.is_collected} />
        <span data-testid="detail-collect-count">{format.count(post.collect_count)}</span>
      </button>
      <button type="button" className="cm-bar__btn" onClick={onComment}>
        <CommentIcon />
        <span>{format.count(post.comment_count)}</span>
      </button>
      <button
        type="button"
        className="cm-bar__btn"
        data-testid="detail-share"
        onClick={() =>
          go(pageUrl(post.type === 'video' ? '/pages/video-share' : '/pages/bbs-share', { id: post.id }))
        }
      >
        <ShareIcon />
        <span>{post.share_count > 0 ? format.count(post.share_count) : t('community.action.share')}</span>
      </button>
    </div>
  );
}

/** bbs-detail (pictures first) and article-detail (text first) of one post, with its comments. */
export function PostDetailScreen({ path, article }: { path: string; article: boolean }) {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = usePostDetail(id);
  const post = query.data;
  const [composer, setComposer] = useState(false);
  const [target, setTarget] = useState<ReplyTarget | null>(null);

  const openComposer = (next: ReplyTarget | null) => {
    if (!requireLogin()) return;
    setTarget(next);
    setComposer(true);
  };

  return (
    <Page path={path} bare className="cm-page cm-detail">
      <NavBar
        className="page__nav cm-detail__nav"
        onBack={navigateBack}
        right={post ? <PostMenu post={post} mine={post.is_self} onGone={navigateBack} /> : null}
      >
        {post && (
          <div
            className="cm-detail__author"
            onClick={() => go(pageUrl('/pages/my-space', { user_id: post.user.id }))}
          >
            <Avatar src={post.user.avatar} className="cm-avatar cm-avatar--xs" />
            <span className="cm-detail__name" data-testid="detail-author">
              {post.user.nickname}
            </span>
            {!post.is_self && <FollowButton userId={post.user.id} followed={post.user.is_followed} />}
          </div>
        )}
      </NavBar>
      {id === null ? (
        <StateView kind="notFound" title={t('community.post.missing')} />
      ) : (
        <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
          {post && (
            <>
              {post.video ? (
                <div className="cm-detail__video">
                  {post.video.status === 'ready' || post.is_self ? (
                    <VideoPlayer src={post.video.url} poster={post.video.cover} controls active={false} />
                  ) : null}
                </div>
              ) : (
                !article && <Gallery images={post.images} />
              )}
              <Body post={post} article={article} />
              <CommentList post={post} onReply={openComposer} />
              <div className="cm-bar__spacer" />
              <ActionBar post={post} onComment={() => openComposer(null)} />
              <CommentComposer
                post={post}
                visible={composer}
                target={target}
                onClose={() => setComposer(false)}
              />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
