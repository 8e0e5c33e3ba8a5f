import { InfiniteScroll, PullToRefresh, Tabs } from 'antd-mobile';
import { LeftOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, navigateTo, switchTab } from '../../../lib/navigation.ts';
import { MALL_PATH } from '../../../lib/route-paths.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useOrderList } from '../api/order-list.ts';
import { OrderCardView } from '../components/order-card.tsx';
import { ORDER_TABS, isOrderTab, type OrderTab } from '../lib/order-status.ts';
import { usePullTexts } from '../../../lib/pull-texts.ts';
import { StateView } from '../../../components/state-view.tsx';
import '../components/mall.css';

const PATH = '/pages/order';

function OrderTabList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  const query = useOrderList(tab, true);
  const pullTexts = usePullTexts();
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      {...pullTexts}
    >
      <div className="order-list" data-testid={`order-list-${tab}`}>
        <QueryState
          isPending={query.isPending}
          error={query.error}
          refetch={query.refetch}
          empty={list.length === 0}
          emptyText={t('mall.order.empty')}
          emptyPicture="orders"
          emptyAction={{
            label: t('mall.cart.goShopping'),
            onClick: () => void switchTab(MALL_PATH).catch(() => undefined),
          }}
        >
          {list.map((order) => (
            <OrderCardView key={order.id} order={order} />
          ))}
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loadMore={async () => {
              await query.fetchNextPage();
            }}
          />
        </QueryState>
      </div>
    </PullToRefresh>
  );
}

/** My orders by state, under a custom navigation bar (the spec's customNavigationBar). */
export function OrderListPage() {
  const { t } = useTranslation();
  const initial = usePageParams().get('status');
  const [tab, setTab] = useState<OrderTab>(isOrderTab(initial) ? initial : 'all');
  return (
    <Page path={PATH} bare title={t('mall.order.mine')} className="mall-page">
      <header className="order-nav">
        <button
          type="button"
          className="order-nav__back"
          aria-label={t('common.back')}
          onClick={navigateBack}
        >
          <LeftOutline />
        </button>
        <span className="order-nav__title">{t('mall.order.mine')}</span>
        <button
          type="button"
          className="order-nav__side"
          aria-label={t('mall.cart.title')}
          onClick={() => void navigateTo('/pages/goods-cart').catch(() => undefined)}
        >
          <ShopbagOutline />
        </button>
        <Tabs
          className="order-nav__tabs"
          activeKey={tab}
          onChange={(key) => isOrderTab(key) && setTab(key)}
          stretch={false}
        >
          {ORDER_TABS.map((key) => (
            <Tabs.Tab
              key={key}
              title={<span data-testid={`order-tab-${key}`}>{t(`mall.order.tab.${key}`)}</span>}
            />
          ))}
        </Tabs>
      </header>
      <LoginRequired>
        {ORDER_TABS.includes(tab) ? (
          <OrderTabList key={tab} tab={tab} />
        ) : (
          <StateView kind="empty" picture="orders" />
        )}
      </LoginRequired>
    </Page>
  );
}
