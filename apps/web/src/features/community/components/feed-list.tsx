import type { community } from '@dance/contracts';
import {
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { usePullTexts } from '../../../lib/pull-texts.ts';
import { firstPageOnly, flattenPages, type CursorPage, type Feed } from '../lib/feed.ts';
import { PostCard } from './post-card.tsx';
import { StateView, type PictureName, type StateAction } from '../../../components/state-view.tsx';

type FeedQuery<T> = UseInfiniteQueryResult<InfiniteData<CursorPage<T>>, Error>;

interface InfiniteListProps<T extends { id: number }> {
  query: FeedQuery<T>;
  render: (item: T) => ReactNode;
  emptyText?: string;
  /** The empty list's own picture (posts by default). */
  emptyPicture?: PictureName;
  emptyAction?: StateAction;
  /** Wrap in pull-to-refresh (off inside a page that has its own). */
  pull?: boolean;
  /** The query's key: a refresh then asks for the first page only. */
  queryKey?: QueryKey;
  className?: string;
}

/** Any cursor list: loading / error / empty states, pull to refresh and infinite scroll. */
export function InfiniteList<T extends { id: number }>({
  query,
  render,
  emptyText,
  emptyPicture = 'posts',
  emptyAction,
  pull = true,
  className,
  queryKey,
}: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pullTexts = usePullTexts();
  const items = flattenPages(query.data?.pages);
  const body = (
    <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
      {items.length === 0 ? (
        <StateView kind="empty" title={emptyText} picture={emptyPicture} action={emptyAction} />
      ) : (
        <div className={className}>{items.map(render)}</div>
      )}
      {items.length > 0 && (
        <InfiniteScroll
          hasMore={Boolean(query.hasNextPage) && !query.isFetchingNextPage}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          {query.hasNextPage ? t('common.loading') : t('community.feed.end')}
        </InfiniteScroll>
      )}
    </QueryState>
  );
  if (!pull) return body;
  return (
    <PullToRefresh
      onRefresh={async () => {
        if (queryKey) client.setQueryData(queryKey, (d: Feed<T> | undefined) => firstPageOnly(d));
        await query.refetch();
      }}
      {...pullTexts}
    >
      {body}
    </PullToRefresh>
  );
}

/** A feed of post cards. */
export function PostFeed(props: Omit<InfiniteListProps<community.PostCard>, 'render'>) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      {...props}
      emptyText={props.emptyText ?? t('community.feed.empty')}
      className={props.className ?? 'cm-feed'}
      render={(post) => <PostCard key={post.id} post={post} />}
    />
  );
}
