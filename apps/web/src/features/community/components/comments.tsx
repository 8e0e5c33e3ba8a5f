import type { community } from '@dance/contracts';
import { ActionSheet, Avatar, Button, Dialog, InfiniteScroll, Popup, TextArea } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { postComment } from '../api/comment.ts';
import { useCommentList } from '../api/comment-list.ts';
import { useCommentReplyList } from '../api/comment-reply-list.ts';
import { deleteComment } from '../api/delete-comment.ts';
import { communityKeys } from '../api/keys.ts';
import { flattenPages } from '../lib/feed.ts';
import { patchPost } from '../lib/post-cache.ts';
import { go, requireLogin, useFormat } from '../lib/ui.ts';
import { StateView } from '../../../components/state-view.tsx';

type Comment = community.Comment;
type Reply = Comment['replies'][number];

/** Whom a new comment answers: the post (null), or a comment (its top-level id and the name shown). */
export interface ReplyTarget {
  parentId: number;
  name: string;
}

function CommentBody({
  who,
  replyTo,
  content,
  time,
  isAuthor,
  state,
  small,
}: {
  who: community.UserBrief;
  replyTo: community.UserBrief | null;
  content: string;
  time: string;
  isAuthor?: boolean;
  state?: string;
  small?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Avatar
        src={who.avatar}
        className={small ? 'cm-avatar cm-avatar--xs' : 'cm-avatar cm-avatar--sm'}
        onClick={(event) => {
          event.stopPropagation();
          go(pageUrl('/pages/my-space', { user_id: who.id }));
        }}
      />
      <div className="cm-comment__main">
        <div className="cm-comment__name">
          {who.nickname}
          {isAuthor && <span className="cm-badge">{t('community.comment.author')}</span>}
          {state === 'review' && (
            <span className="cm-state cm-state--review">{t('community.status.review')}</span>
          )}
        </div>
        <div className="cm-comment__text">
          {replyTo && (
            <>
              {t('community.comment.replyTo')} <span className="cm-comment__at">{replyTo.nickname}</span>：
            </>
          )}
          {content}
        </div>
        <div className="cm-comment__time">{time}</div>
      </div>
    </>
  );
}

interface ItemProps {
  comment: Comment;
  post: community.PostDetail;
  onReply: (target: ReplyTarget) => void;
}

function CommentItem({ comment, post, onReply }: ItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const replies = useCommentReplyList(comment.id, expanded);
  const all: Array<Reply | Comment> = expanded ? flattenPages(replies.data?.pages) : comment.replies;
  const hidden = comment.reply_count - all.length;

  const menu = (target: { id: number; user: community.UserBrief; self: boolean }) => {
    const handler = ActionSheet.show({
      cancelText: t('common.cancel'),
      actions: [
        { key: 'reply', text: t('community.comment.reply') },
        ...(target.self || post.is_self ? [{ key: 'delete', text: t('common.delete'), danger: true }] : []),
        ...(target.self ? [] : [{ key: 'report', text: t('community.menu.report'), danger: true }]),
      ],
      onAction: async (action) => {
        handler.close();
        if (action.key === 'reply' && requireLogin())
          onReply({ parentId: comment.id, name: target.user.nickname });
        if (action.key === 'report' && requireLogin())
          go(pageUrl('/pages/inform-user', { comment_id: target.id }));
        if (action.key === 'delete') {
          const ok = await Dialog.confirm({
            content: t('community.comment.deleteConfirm'),
            confirmText: t('common.delete'),
            cancelText: t('common.cancel'),
          });
          if (!ok) return;
          await deleteComment(target.id);
          showSuccess(t('common.deleted'));
          void client.invalidateQueries({ queryKey: communityKeys.comments(post.id) });
          void client.invalidateQueries({ queryKey: communityKeys.replies(comment.id) });
          void client.invalidateQueries({ queryKey: communityKeys.post(post.id) });
        }
      },
    });
  };

  return (
    <div className="cm-comment" data-testid={`comment-${comment.id}`}>
      <div
        className="cm-comment__row"
        onClick={() => requireLogin() && onReply({ parentId: comment.id, name: comment.user.nickname })}
        onContextMenu={(event) => {
          event.preventDefault();
          menu({ id: comment.id, user: comment.user, self: comment.is_self });
        }}
      >
        <CommentBody
          who={comment.user}
          replyTo={null}
          content={comment.content}
          time={format.ago(comment.created_at)}
          isAuthor={comment.is_author}
          state={comment.status}
        />
        <button
          type="button"
          className="cm-comment__more"
          aria-label={t('common.more')}
          data-testid={`comment-menu-${comment.id}`}
          onClick={(event) => {
            event.stopPropagation();
            menu({ id: comment.id, user: comment.user, self: comment.is_self });
          }}
        >
          ⋯
        </button>
      </div>
      {all.length > 0 && (
        <div className="cm-replies">
          {all.map((reply) => (
            <div
              key={reply.id}
              className="cm-comment__row cm-comment__row--reply"
              data-testid={`reply-${reply.id}`}
              onClick={() => requireLogin() && onReply({ parentId: comment.id, name: reply.user.nickname })}
            >
              <CommentBody
                small
                who={reply.user}
                replyTo={reply.reply_to}
                content={reply.content}
                time={format.ago(reply.created_at)}
                isAuthor={'is_author' in reply ? reply.is_author : reply.user.id === post.user.id}
                state={'status' in reply ? reply.status : undefined}
              />
              <button
                type="button"
                className="cm-comment__more"
                aria-label={t('common.more')}
                onClick={(event) => {
                  event.stopPropagation();
                  menu({ id: reply.id, user: reply.user, self: 'is_self' in reply && reply.is_self });
                }}
              >
                ⋯
              </button>
            </div>
          ))}
        </div>
      )}
      {(hidden > 0 || (expanded && replies.hasNextPage)) && (
        <button
          type="button"
          className="cm-replies__more"
          onClick={() => (expanded ? void replies.fetchNextPage() : setExpanded(true))}
        >
          {t('community.comment.expand', { count: Math.max(hidden, 1) })}
        </button>
      )}
    </div>
  );
}

/** Two levels of comments, oldest first, with infinite scroll. */
export function CommentList({
  post,
  onReply,
}: {
  post: community.PostDetail;
  onReply: ItemProps['onReply'];
}) {
  const { t } = useTranslation();
  const query = useCommentList(post.id);
  const comments = flattenPages(query.data?.pages);
  return (
    <section className="cm-comments" data-testid="comments">
      <div className="cm-comments__title">{t('community.comment.title', { count: post.comment_count })}</div>
      {query.isSuccess && comments.length === 0 && (
        <StateView kind="empty" title={t('community.comment.empty')} picture="comments" />
      )}
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} post={post} onReply={onReply} />
      ))}
      {comments.length > 0 && (
        <InfiniteScroll
          hasMore={Boolean(query.hasNextPage) && !query.isFetchingNextPage}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          {query.hasNextPage ? t('common.loading') : t('community.comment.end')}
        </InfiniteScroll>
      )}
    </section>
  );
}

interface ComposerProps {
  post: Pick<community.PostDetail, 'id' | 'can_comment'>;
  visible: boolean;
  target: ReplyTarget | null;
  onClose: () => void;
}

/** The comment box: a bottom sheet with the keyboard, for the post or a reply. */
export function CommentComposer({ post, visible, target, onClose }: ComposerProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    try {
      await postComment({ post_id: post.id, content, parent_id: target?.parentId });
      setText('');
      onClose();
      showSuccess(t('community.comment.sent'));
      patchPost(client, post.id, (p) => ({ ...p, comment_count: p.comment_count + 1 }));
      void client.invalidateQueries({ queryKey: communityKeys.comments(post.id) });
      if (target) void client.invalidateQueries({ queryKey: communityKeys.replies(target.parentId) });
    } catch {
      // The wrapper has shown the server's message (blocked, prohibited word, rate limit).
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="cm-composer" destroyOnClose>
      {post.can_comment ? (
        <div className="cm-composer__row">
          <TextArea
            autoFocus
            value={text}
            onChange={setText}
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={
              target
                ? t('community.comment.replyPlaceholder', { name: target.name })
                : t('community.comment.placeholder')
            }
            data-testid="comment-input"
          />
          <Button
            color="primary"
            shape="rounded"
            size="small"
            disabled={!text.trim()}
            loading={sending}
            onClick={() => void send()}
            data-testid="comment-send"
          >
            {t('community.comment.send')}
          </Button>
        </div>
      ) : (
        <div className="cm-composer__closed">{t('community.comment.closed')}</div>
      )}
    </Popup>
  );
}
