import type { community } from '@dance/contracts';
import { ActionSheet, Dialog } from 'antd-mobile';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl } from '../../../lib/navigation.ts';
import { i18n } from '../../../i18n/index.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { communityKeys } from '../api/keys.ts';
import { deletePost } from '../api/delete-post.ts';
import { hidePost } from '../api/hide-post.ts';
import { hideUser } from '../api/hide-user.ts';
import { removePosts } from '../lib/post-cache.ts';
import { go, requireLogin, useMyId } from '../lib/ui.ts';
import { MoreIcon } from './icons.tsx';

type Target = Pick<community.PostCard, 'id' | 'user'>;

/** Block a user: confirm, then their posts leave every cached feed and comments reload. */
export async function blockUser(client: QueryClient, user: community.UserBrief): Promise<boolean> {
  if (!requireLogin()) return false;
  const ok = await Dialog.confirm({
    title: i18n.t('community.menu.blockTitle', { name: user.nickname }),
    content: i18n.t('community.menu.blockText'),
    confirmText: i18n.t('community.menu.block'),
    cancelText: i18n.t('common.cancel'),
  });
  if (!ok) return false;
  await hideUser(user.id, true);
  removePosts(client, (p) => p.user.id === user.id);
  for (const key of ['comments', 'replies', 'forum-user-info', 'post'])
    void client.invalidateQueries({ queryKey: [...communityKeys.all, key] });
  showSuccess(i18n.t('community.menu.blocked'));
  return true;
}

interface PostMenuProps {
  post: Target;
  /** After delete / hide on a detail page: leave it. */
  onGone?: () => void;
  className?: string;
  /** Known from the post detail (is_self); otherwise compared with my id. */
  mine?: boolean;
}

/** The "…" of a post: not interested, block the author, report; delete for my own. */
export function PostMenu({ post, onGone, className, mine: known }: PostMenuProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const myId = useMyId();
  const mine = known ?? myId === post.user.id;

  const open = () => {
    const handler = ActionSheet.show({
      cancelText: t('common.cancel'),
      actions: mine
        ? [{ key: 'delete', text: t('common.delete'), danger: true }]
        : [
            { key: 'hide', text: t('community.menu.notInterested') },
            { key: 'block', text: t('community.menu.blockAuthor') },
            { key: 'report', text: t('community.menu.report'), danger: true },
          ],
      onAction: async (action) => {
        handler.close();
        if (!requireLogin()) return;
        if (action.key === 'report') go(pageUrl('/pages/inform-user', { post_id: post.id }));
        if (action.key === 'hide') {
          await hidePost(post.id);
          removePosts(client, (p) => p.id === post.id);
          showSuccess(t('community.menu.hidden'));
          onGone?.();
        }
        if (action.key === 'block' && (await blockUser(client, post.user))) onGone?.();
        if (action.key === 'delete') {
          const ok = await Dialog.confirm({
            content: t('community.menu.deleteConfirm'),
            confirmText: t('common.delete'),
            cancelText: t('common.cancel'),
          });
          if (!ok) return;
          await deletePost(post.id);
          removePosts(client, (p) => p.id === post.id);
          showSuccess(t('common.deleted'));
          onGone?.();
        }
      },
    });
  };

  return (
    <button
      type="button"
      className={className ?? 'cm-icon-button'}
      aria-label={t('common.more')}
      data-testid={`post-menu-${post.id}`}
      onClick={(event) => {
        event.stopPropagation();
        open();
      }}
    >
      <MoreIcon />
    </button>
  );
}
