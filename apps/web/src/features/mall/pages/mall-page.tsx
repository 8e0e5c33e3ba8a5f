import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { GOODS_SORTS } from '@dance/contracts/mall';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { MALL_PATH } from '../../../lib/route-paths.ts';
import { TabBar } from '../../../components/tab-bar.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCatList } from '../api/cat-list.ts';
import { goodsListInfinite } from '../api/goods-list.ts';
import { mchListQuery } from '../api/mch-list.ts';
import { GoodsTile } from '../components/goods-card.tsx';
import { ShopChips } from '../components/shop-chips.tsx';
import '../components/mall-entry.css';

type Sort = (typeof GOODS_SORTS)[number];
const SORTS: Sort[] = ['default', 'sales', 'new', 'price_asc'];
const PAGE = 10;

/** The mall: categories and shops that filter one goods grid, four sorts, the cart a tap away. */
export function MallPage() {
  const { t } = useTranslation();
  const cats = useCatList();
  const shops = useQuery(mchListQuery(10));
  const [catId, setCatId] = useState<number | undefined>(undefined);
  const [mchId, setMchId] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<Sort>('default');
  const goods = useInfiniteQuery(
    goodsListInfinite({ type: 'goods', sort, limit: PAGE, cat_id: catId, mch_id: mchId }),
  );
  const list = goods.data?.pages.flatMap((p) => p.list) ?? [];
  const catList = cats.data?.list ?? [];
  const shopList = shops.data?.list ?? [];
  const filtered = catId !== undefined || mchId !== undefined;
  const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

  return (
    <Page path={MALL_PATH} bare className="page--tab mall-home">
      <header className="mall-home__head">
        <div className="mall-home__title">{t('mall.mallPage.title')}</div>
        <div className="mall-home__bar">
          <button
            type="button"
            className="mall-home__search"
            data-testid="mall-search"
            onClick={go(pageUrl('/pages/search', { type: 'goods' }))}
          >
            <SearchIcon />
            <span>{t('mall.mallPage.search')}</span>
          </button>
          <button
            type="button"
            className="mall-home__cart"
            aria-label={t('mall.cart.title')}
            data-testid="mall-cart"
            onClick={go('/pages/goods-cart')}
          >
            <ShopbagOutline />
          </button>
        </div>
      </header>
      {catList.length > 0 && (
        <div className="mall-home__cats" data-testid="mall-cats">
          <button
            type="button"
            className={`mall-home__cat${catId === undefined ? ' mall-home__cat--on' : ''}`}
            onClick={() => setCatId(undefined)}
          >
            {t('mall.mallPage.allCats')}
          </button>
          {catList.map((cat) => (
            <button
              type="button"
              key={cat.id}
              className={`mall-home__cat${catId === cat.id ? ' mall-home__cat--on' : ''}`}
              data-testid={`mall-cat-${cat.id}`}
              onClick={() => setCatId(cat.id)}
            >
              {cat.name}
            </button>
          ))}
        </div>
      )}
      {shopList.length > 0 && (
        <section className="mall-home__section">
          <div className="home-mall__title">
            <span>{t('mall.mallPage.shops')}</span>
          </div>
          <ShopChips shops={shopList} selected={mchId} onSelect={setMchId} testId="mall-shops" />
        </section>
      )}
      <div className="mall-home__sorts" role="tablist">
        {SORTS.map((s) => (
          <button
            type="button"
            role="tab"
            key={s}
            aria-selected={sort === s}
            className={`mall-home__sort${sort === s ? ' mall-home__sort--on' : ''}`}
            data-testid={`mall-sort-${s}`}
            onClick={() => setSort(s)}
          >
            {t(`mall.mallPage.sort.${s}`)}
          </button>
        ))}
      </div>
      <QueryState
        isPending={goods.isPending}
        error={goods.error}
        refetch={goods.refetch}
        empty={list.length === 0}
        emptyText={filtered ? t('mall.mallPage.emptyFiltered') : t('mall.mallPage.empty')}
        emptyPicture="goods"
      >
        <div className="goods-grid" data-testid="mall-goods">
          {list.map((g) => (
            <GoodsTile key={g.id} goods={g} />
          ))}
        </div>
        {goods.hasNextPage && (
          <button
            type="button"
            className="home-mall__more"
            disabled={goods.isFetchingNextPage}
            onClick={() => void goods.fetchNextPage()}
            data-testid="mall-goods-more"
          >
            {goods.isFetchingNextPage ? t('common.loading') : t('mall.home.more')}
          </button>
        )}
      </QueryState>
      <TabBar />
    </Page>
  );
}
