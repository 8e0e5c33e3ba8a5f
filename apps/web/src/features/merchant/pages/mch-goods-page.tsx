import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, InfiniteScroll, PullToRefresh, Tabs } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { usePullTexts } from '../../../lib/pull-texts.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { merchantKeys } from '../api/keys.ts';
import { mchGoodsListQuery, type MchGoodsItem, type MchGoodsTab } from '../api/mch-goods-list.ts';
import { setMchGoodsStatus } from '../api/mch-goods-status.ts';
import { ShopGate } from '../components/shop-states.tsx';

export const MCH_GOODS_TABS: readonly MchGoodsTab[] = ['on_sale', 'off_sale', 'sold_out'];
const tabOf = (v: string | null): MchGoodsTab =>
  MCH_GOODS_TABS.includes(v as MchGoodsTab) ? (v as MchGoodsTab) : 'on_sale';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function GoodsCard({ mchId, goods }: { mchId: number; goods: MchGoodsItem }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const onSale = goods.status === 1;
  const toggle = useMutation({
    mutationFn: () => setMchGoodsStatus({ mch_id: mchId, id: goods.id, status: onSale ? 0 : 1 }),
    onSuccess: async () => {
      showSuccess(t(onSale ? 'merchant.goods.offDone' : 'merchant.goods.onDone'));
      await client.invalidateQueries({ queryKey: merchantKeys.goods });
    },
  });
  return (
    <div className="mch-card mch-goods-row" data-testid={`mch-goods-${goods.id}`}>
      <div className="mch-goods-row__main">
        {goods.cover ? <img src={goods.cover} alt="" /> : <span className="mch-line__blank" />}
        <div className="mch-goods-row__text">
          <div className="mch-goods-row__name">{goods.name}</div>
          <Price value={goods.price} size="sm" />
          <div className="mch-muted">
            {t('merchant.goods.figures', { stock: goods.stock, sales: goods.sales, skus: goods.sku_count })}
          </div>
        </div>
      </div>
      <div className="mch-goods-row__actions">
        <Button
          size="mini"
          onClick={() => go(pageUrl('/pages/mch-goods-edit', { mch_id: mchId, id: goods.id }))}
          data-testid={`mch-goods-edit-${goods.id}`}
        >
          {t('merchant.goods.edit')}
        </Button>
        <Button
          size="mini"
          color={onSale ? 'default' : 'primary'}
          loading={toggle.isPending}
          onClick={() => toggle.mutate()}
          data-testid={`mch-goods-toggle-${goods.id}`}
        >
          {t(onSale ? 'merchant.goods.putOff' : 'merchant.goods.putOn')}
        </Button>
      </div>
    </div>
  );
}

function Goods({ mchId }: { mchId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<MchGoodsTab>(tabOf(usePageParams().get('tab')));
  const query = useInfiniteQuery(mchGoodsListQuery(mchId, tab));
  const pullTexts = usePullTexts();
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  const counts = query.data?.pages[0]?.counts;
  return (
    <>
      <div className="mch-goods-row__bar">
        <Button
          color="primary"
          size="small"
          onClick={() => go(pageUrl('/pages/mch-goods-edit', { mch_id: mchId }))}
          data-testid="mch-goods-new"
        >
          <AddOutline /> {t('merchant.goods.new')}
        </Button>
      </div>
      <Tabs activeKey={tab} onChange={(k) => setTab(tabOf(k))} className="mch-tabs">
        {MCH_GOODS_TABS.map((k) => (
          <Tabs.Tab
            key={k}
            title={
              <span data-testid={`mch-goods-tab-${k}`}>
                {t(`merchant.goods.tab.${k}`)}
                {counts ? ` ${counts[k]}` : ''}
              </span>
            }
          />
        ))}
      </Tabs>
      <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          refetch={() => void query.refetch()}
          empty={list.length === 0}
          emptyText={t(`merchant.goods.empty.${tab}`)}
          emptyPicture="goods"
        >
          {list.map((g) => (
            <GoodsCard key={g.id} mchId={mchId} goods={g} />
          ))}
          <InfiniteScroll
            threshold={50}
            hasMore={query.hasNextPage}
            loadMore={async () => void (await query.fetchNextPage())}
          />
        </QueryState>
      </PullToRefresh>
    </>
  );
}

function ShopGoods() {
  return (
    <ShopGate
      may="goods"
      deniedTestId="mch-goods-denied"
      loading={
        <QueryState isPending error={null} refetch={() => undefined}>
          {null}
        </QueryState>
      }
    >
      {(mchId) => <Goods key={mchId} mchId={mchId} />}
    </ShopGate>
  );
}

/** mch-goods: the shop's goods on sale, off sale and sold out; put on or off sale, edit, add. */
export function MchGoodsPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/mch-goods" title={t('merchant.goods.title')} className="mch-page">
      <LoginRequired>
        <ShopGoods />
      </LoginRequired>
    </Page>
  );
}
