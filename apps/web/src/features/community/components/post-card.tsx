import type { community } from '@dance/contracts';
import { Avatar } from 'antd-mobile';
import { memo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { useLikePost } from '../api/post-like.ts';
import { postUrl } from '../lib/post-url.ts';
import { go, requireLogin, useFormat } from '../lib/ui.ts';
import { CommentIcon, HeartIcon, ShareIcon } from './icons.tsx';
import { ImageGrid } from './image-grid.tsx';
import { PostMenu } from './post-menu.tsx';
import { VideoCover } from './video-cover.tsx';

export { postUrl };

/** One post of a feed: author, text, pictures or video, topics, circle, and its counters. */
export const PostCard = memo(function PostCard({ post }: { post: community.PostCard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const like = useLikePost();
  const open = () => go(postUrl(post));

  return (
    <article className="cm-card" data-testid={`post-${post.id}`} onClick={open}>
      <header className="cm-card__head">
        <Avatar
          src={post.user.avatar}
          className="cm-avatar"
          onClick={(event) => {
            event.stopPropagation();
            go(pageUrl('/pages/my-space', { user_id: post.user.id }));
          }}
        />
        <div className="cm-card__who">
          <div className="cm-card__name">{post.user.nickname}</div>
          <div className="cm-card__time">
            {format.ago(post.created_at)}
            {post.group && <span className="cm-card__group"> · {post.group.name}</span>}
          </div>
        </div>
        {post.status !== 'published' && (
          <span className={`cm-state cm-state--${post.status}`}>{t(`community.status.${post.status}`)}</span>
        )}
        <PostMenu post={post} />
      </header>
      {post.title && <h3 className="cm-card__title">{post.title}</h3>}
      {post.summary && <p className="cm-card__text">{post.summary}</p>}
      {post.video ? (
        <VideoCover video={post.video} onPlay={() => go(pageUrl('/pages/video-slide', { id: post.id }))} />
      ) : (
        <ImageGrid images={post.images} />
      )}
      {post.topics.length > 0 && (
        <div className="cm-card__topics">
          {post.topics.map((topic) => (
            <button
              type="button"
              key={topic.id}
              className="cm-topic-tag"
              onClick={(event) => {
                event.stopPropagation();
                go(pageUrl('/pages/topic-detail', { id: topic.id }));
              }}
            >
              #{topic.name}
            </button>
          ))}
        </div>
      )}
      <footer className="cm-card__actions">
        <span className="cm-card__action">
          <ShareIcon />
          {post.share_count > 0 ? format.count(post.share_count) : t('community.action.share')}
        </span>
        <span className="cm-card__action">
          <CommentIcon />
          {post.comment_count > 0 ? format.count(post.comment_count) : t('community.action.comment')}
        </span>
        <button
          type="button"
          className={post.is_liked ? 'cm-card__action cm-card__action--liked' : 'cm-card__action'}
          data-testid={`like-${post.id}`}
          aria-pressed={post.is_liked}
          onClick={(event) => {
            event.stopPropagation();
            if (requireLogin()) like.mutate({ id: post.id, liked: !post.is_liked });
          }}
        >
          <HeartIcon filled={post.is_liked} />
          <span data-testid={`like-count-${post.id}`}>
            {post.like_count > 0 ? format.count(post.like_count) : t('community.action.like')}
          </span>
        </button>
      </footer>
    </article>
  );
});
