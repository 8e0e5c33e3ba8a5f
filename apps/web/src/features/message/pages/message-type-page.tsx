import type { NoticeEntry } from '@dance/contracts/message';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, DotLoading, Image, InfiniteScroll } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { PullRefresh } from '../../../components/pull-refresh.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import type { PictureName } from '../../../components/state-view.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { messageKeys } from '../api/keys.ts';
import { useNotices } from '../api/message-list.ts';
import { markRead } from '../api/message-read.ts';
import { CATEGORY_LOOK, isCategory } from '../lib/categories.tsx';
import { useEmojiText } from '../lib/emoji.ts';
import { useWhen } from '../lib/format.ts';
import { showStatistics } from '../lib/socket.ts';
import type { NoticeCategory } from '../lib/types.ts';
import './message.css';

const EMPTY_PICTURE: Record<NoticeCategory, PictureName> = {
  interaction: 'likes',
  comment: 'comments',
  follow: 'people',
  order: 'orders',
  system: 'notices',
  activity: 'activities',
  live: 'lives',
  shop: 'goods',
};

const go = (url: string) => void navigateTo(url).catch(() => undefined);

/** Where a notice leads: the post, the follower's space, the order, the activity, the live room. */
function targetOf(n: NoticeEntry): string | null {
  if (n.post) return pageUrl('/pages/bbs-detail', { id: n.post.id });
  if (n.kind === 'follow' && n.actor) return pageUrl('/pages/my-space', { user_id: n.actor.id });
  if (n.ref?.type === 'order') return pageUrl('/pages/order-detail', { id: n.ref.id });
  if (n.ref?.type === 'activity') return pageUrl('/pages/activity-detail', { id: n.ref.id });
  if (n.ref?.type === 'live') return pageUrl('/pages/live-play', { id: n.ref.id });
  if (n.ref?.type === 'post') return pageUrl('/pages/bbs-detail', { id: n.ref.id });
  return null;
}

function NoticeRow({ n, category }: { n: NoticeEntry; category: NoticeCategory }) {
  const { t } = useTranslation();
  const when = useWhen();
  const emoji = useEmojiText();
  const target = targetOf(n);
  const look = CATEGORY_LOOK[category];
  return (
    <div
      className={n.is_read ? 'mt-notice' : 'mt-notice mt-notice--unread'}
      data-testid={`notice-${n.id}`}
      role={target ? 'link' : undefined}
      onClick={target ? () => go(target) : undefined}
    >
      {n.actor ? (
        <Avatar
          src={n.actor.avatar}
          className="mt-notice__avatar"
          onClick={(e) => {
            e.stopPropagation();
            go(pageUrl('/pages/my-space', { user_id: n.actor!.id }));
          }}
        />
      ) : (
        <span className="mt-notice__icon" style={{ background: look.color }}>
          {look.icon}
        </span>
      )}
      <div className="mt-notice__main">
        <div className="mt-notice__title">
          {n.actor ? (
            <>
              <b>{n.actor.nickname}</b> {t(`message.notice.kind.${n.kind}`)}
            </>
          ) : (
            n.title || t(`message.category.${category}`)
          )}
        </div>
        {n.text && <div className="mt-notice__text">{emoji(n.text)}</div>}
        <div className="mt-notice__time">{when.full(n.created_at)}</div>
      </div>
      {n.post &&
        (n.post.cover ? (
          <Image src={n.post.cover} width={52} height={52} fit="cover" className="mt-notice__cover" lazy />
        ) : (
          <span className="mt-notice__cover mt-notice__cover--text">{n.post.title}</span>
        ))}
    </div>
  );
}

function NoticeList({ category }: { category: NoticeCategory }) {
  const { t } = useTranslation();
  const asMchId = usePageParams().getId('as_mch_id');
  const query = useNotices(category, asMchId);
  const qc = useQueryClient();
  const list =
    query.data?.pages.flatMap((p) => p.list.filter((n): n is NoticeEntry => n.type === 'notice')) ?? [];
  const loaded = query.isSuccess;

  // Opening a category reads it: the badges drop at once.
  useEffect(() => {
    if (!loaded) return;
    void markRead({ category, ...(asMchId !== null ? { as_mch_id: asMchId } : {}) })
      .then((s) => {
        showStatistics(s);
        void qc.invalidateQueries({ queryKey: messageKeys.collectionAll });
      })
      .catch(() => undefined);
  }, [loaded, category, asMchId, qc]);

  return (
    <PullRefresh onRefresh={() => query.refetch()}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        refetch={() => void query.refetch()}
        empty={list.length === 0}
        emptyText={t('message.type.empty')}
        emptyPicture={EMPTY_PICTURE[category]}
      >
        <div className="mt-list" data-testid="notice-list">
          {list.map((n) => (
            <NoticeRow key={n.id} n={n} category={category} />
          ))}
        </div>
        <InfiniteScroll
          hasMore={Boolean(query.hasNextPage)}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          {(hasMore) => (hasMore ? <DotLoading /> : <span className="mt-end">{t('message.type.end')}</span>)}
        </InfiniteScroll>
      </QueryState>
    </PullRefresh>
  );
}

/** One category of the box: its notices, newest first, read as they are opened. */
export function MessageTypePage() {
  const { t } = useTranslation();
  const type = usePageParams().get('type');
  const category: NoticeCategory = isCategory(type) ? type : 'system';
  return (
    <Page path="/pages/message-type" title={t(`message.category.${category}`)} className="mb-page">
      <LoginRequired>
        <NoticeList category={category} />
      </LoginRequired>
    </Page>
  );
}
