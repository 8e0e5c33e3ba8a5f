import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useCommentsList, type CommentFilter } from '../api/comments-list.ts';
import { CommentItem } from '../components/comment-item.tsx';
import { COMMENT_FILTERS } from '../lib/order-status.ts';
import '../components/mall.css';
import { StateView } from '../../../components/state-view.tsx';

const PATH = '/pages/goods-evaluation';

export function GoodsEvaluationPage() {
  const { t } = useTranslation();
  const params = usePageParams();
  const goodsId = params.getId('goods_id') ?? params.getId();
  const [filter, setFilter] = useState<CommentFilter>('all');
  const query = useCommentsList(goodsId, filter);
  const summary = query.data?.pages[0]?.summary;
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const counts: Record<CommentFilter, number | undefined> = {
    all: summary?.count,
    good: summary?.good,
    medium: summary?.medium,
    bad: summary?.bad,
    image: summary?.with_image,
  };

  return (
    <Page path={PATH} title={t('mall.review.title')} className="mall-page">
      {goodsId === null ? (
        <StateView kind="notFound" title={t('mall.goods.notFound')} />
      ) : (
        <>
          <div className="review-head">
            <div className="review-head__rate">
              <strong>{summary && summary.count > 0 ? `${summary.good_rate}%` : '-'}</strong>
              <span>{t('mall.review.goodRateLabel')}</span>
            </div>
            <div className="review-filters">
              {COMMENT_FILTERS.map((f) => (
                <button
                  type="button"
                  key={f}
                  className={`review-filter${filter === f ? ' review-filter--active' : ''}`}
                  data-testid={`review-filter-${f}`}
                  onClick={() => setFilter(f)}
                >
                  {t(`mall.review.filter.${f}`)}
                  {counts[f] !== undefined && ` ${counts[f]}`}
                </button>
              ))}
            </div>
          </div>
          <QueryState
            isPending={query.isPending}
            error={query.error}
            refetch={query.refetch}
            empty={list.length === 0}
            emptyText={t('mall.review.none')}
            emptyPicture="comments"
          >
            <div className="review-list">
              {list.map((c) => (
                <CommentItem key={c.id} comment={c} />
              ))}
            </div>
            <InfiniteScroll
              hasMore={query.hasNextPage}
              loadMore={async () => {
                await query.fetchNextPage();
              }}
            />
          </QueryState>
        </>
      )}
    </Page>
  );
}
