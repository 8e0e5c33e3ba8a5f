import { Button, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react.ts';
import { switchTab } from '../../../lib/navigation.ts';
import { MALL_PATH } from '../../../lib/route-paths.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useCollectGoods } from '../api/goods-collect.ts';
import { useGoodsCollectionList } from '../api/goods-collection-list.ts';
import { openGoods } from '../components/goods-card.tsx';
import { Price } from '../../../components/price.tsx';
import { formatDate } from '../lib/format.ts';
import { errorMessage } from '../lib/require-login.ts';
import '../components/mall-entry.css';
import '../components/mall.css';

const PATH = '/pages/collection-list/products-list-page';

function CollectedList() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const query = useGoodsCollectionList(isLogin);
  const collect = useCollectGoods();
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      refetch={query.refetch}
      empty={list.length === 0}
      emptyText={t('mall.collection.empty')}
      emptyPicture="collection"
      emptyAction={{
        label: t('mall.cart.goShopping'),
        onClick: () => void switchTab(MALL_PATH).catch(() => undefined),
      }}
    >
      <div className="collection-list">
        {list.map((g) => (
          <div
            key={g.id}
            className={`collection-item${g.status === 1 ? '' : ' collection-item--off'}`}
            data-testid={`collected-${g.id}`}
            onClick={() => openGoods(g.id)}
          >
            <span className="collection-item__cover">
              <img src={g.cover} alt="" loading="lazy" />
              {g.status !== 1 && <span className="collection-item__mask">{t('mall.goods.offSale')}</span>}
            </span>
            <div className="collection-item__main">
              <div className="order-line__name">{g.name}</div>
              <div className="muted">
                {g.mch.name} · {t('mall.collection.at', { date: formatDate(g.collected_at) })}
              </div>
              <div className="collection-item__foot">
                <Price value={g.price} size="md" />
                <Button
                  size="mini"
                  shape="rounded"
                  onClick={(e) => {
                    e.stopPropagation();
                    collect.mutate(
                      { goods_id: g.id, is_collect: 0 },
                      {
                        onSuccess: () => showSuccess(t('mall.goods.uncollected')),
                        onError: (err) => showToast(errorMessage(err)),
                      },
                    );
                  }}
                  data-testid="collected-remove"
                >
                  {t('mall.collection.remove')}
                </Button>
              </div>
            </div>
          </div>
        ))}
      </div>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage();
        }}
      />
    </QueryState>
  );
}

/** My collected goods. */
export function CollectionGoodsPage() {
  const { t } = useTranslation();
  return (
    <Page path={PATH} title={t('mall.collection.title')} className="mall-page">
      <LoginRequired>
        <CollectedList />
      </LoginRequired>
    </Page>
  );
}
