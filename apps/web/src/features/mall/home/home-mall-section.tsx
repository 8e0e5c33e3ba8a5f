import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { goodsListInfinite } from '../api/goods-list.ts';
import { mchListQuery } from '../api/mch-list.ts';
import { GoodsTile } from '../components/goods-card.tsx';
import { ShopChips } from '../components/shop-chips.tsx';
import '../components/mall-entry.css';

const PAGE = 6;

/** Shops as chips (a tap filters the grid by shop) and a two-column goods grid. */
export function HomeMallSection() {
  const { t } = useTranslation();
  const shops = useQuery(mchListQuery(8));
  const [mchId, setMchId] = useState<number | undefined>(undefined);
  const goods = useInfiniteQuery(
    goodsListInfinite({ type: 'goods', sort: 'default', limit: PAGE, mch_id: mchId }),
  );
  const list = goods.data?.pages.flatMap((p) => p.list) ?? [];
  const shopList = shops.data?.list ?? [];
  if (goods.isSuccess && list.length === 0 && mchId === undefined) return null;
  return (
    <section className="home-mall__wrap" data-testid="home-goods">
      <div className="home-mall__title">
        <span>{t('mall.home.title')}</span>
        <small>{t('mall.home.subtitle')}</small>
      </div>
      {shopList.length > 0 && (
        <ShopChips shops={shopList} selected={mchId} onSelect={setMchId} testId="home-shops" />
      )}
      <div className="goods-grid">
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
          data-testid="home-goods-more"
        >
          {goods.isFetchingNextPage ? t('common.loading') : t('mall.home.more')}
        </button>
      )}
    </section>
  );
}
