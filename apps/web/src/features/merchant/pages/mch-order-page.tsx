import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll, PullToRefresh, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { usePullTexts } from '../../../lib/pull-texts.ts';
import { mchOrderIndexQuery, type MchOrder, type MchOrderTab } from '../api/mch-order-index.ts';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderSheet } from '../components/order-sheet.tsx';
import { formatTime } from '../lib/format.ts';
import { MCH_ORDER_TABS, tabOf } from '../lib/orders.ts';
import { roleMay, useShop } from '../lib/shop.ts';
import { NoShop } from '../components/shop-states.tsx';

type LiveRef = NonNullable<MchOrder['live']>;

function OrderCard({
  order,
  onOpen,
  onLive,
}: {
  order: MchOrder;
  onOpen: () => void;
  onLive: (live: LiveRef) => void;
}) {
  const { t } = useTranslation();
  const count = order.items.reduce((n, i) => n + i.num, 0);
  return (
    <div
      className="mch-card mch-order"
      role="button"
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => (e.key === 'Enter' ? onOpen() : undefined)}
      data-testid={`mch-order-${order.id}`}
    >
      <div className="mch-order__head">
        <span className="mch-buyer">
          {order.buyer.avatar ? <img src={order.buyer.avatar} alt="" /> : null}
          <span>{order.buyer.nickname}</span>
        </span>
        <span className="mch-state">{t(`merchant.order.status.${order.status}`)}</span>
      </div>
      {(order.cancel_apply_status === 'pending' || order.has_open_after_sale || order.live) && (
        <div className="mch-order__flags">
          {order.live && (
            <button
              type="button"
              className="mch-flag mch-flag--live"
              onClick={(e) => {
                e.stopPropagation();
                onLive(order.live!);
              }}
              data-testid={`mch-order-live-${order.id}`}
            >
              {t('merchant.order.fromLive', { title: order.live.title })}
            </button>
          )}
          {order.cancel_apply_status === 'pending' && (
            <span className="mch-flag">{t('merchant.order.flag.cancelApply')}</span>
          )}
          {order.has_open_after_sale && (
            <span className="mch-flag">{t('merchant.order.flag.afterSale')}</span>
          )}
        </div>
      )}
      <OrderLines
        items={order.items}
        afterSaleLabel={(status) => t(`merchant.order.afterSale.status.${status}`, { defaultValue: status })}
      />
      <div className="mch-order__foot">
        <span className="mch-muted">
          {t(`merchant.order.delivery.${order.delivery}`)} · {formatTime(order.created_at)}
        </span>
        <span>
          {t('merchant.order.total', { count })} <Price value={order.pay_amount} size="sm" />
        </span>
      </div>
    </div>
  );
}

function Orders({
  mchId,
  tab,
  handles,
  live,
  onLive,
}: {
  mchId: number;
  tab: MchOrderTab;
  handles: boolean;
  live: LiveRef | null;
  onLive: (live: LiveRef | null) => void;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(mchOrderIndexQuery(mchId, tab, live?.id));
  const pullTexts = usePullTexts();
  const [open, setOpen] = useState<number | null>(null);
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        refetch={() => void query.refetch()}
        empty={list.length === 0}
        emptyText={t('merchant.order.empty')}
        emptyPicture="orders"
      >
        {live && (
          <div className="mch-card mch-order__live-filter" data-testid="mch-order-live-filter">
            <span>{t('merchant.order.onlyLive', { title: live.title })}</span>
            <button
              type="button"
              className="mch-link"
              onClick={() => onLive(null)}
              data-testid="mch-order-live-clear"
            >
              {t('merchant.order.allOrders')}
            </button>
          </div>
        )}
        {list.map((o) => (
          <OrderCard key={o.id} order={o} onOpen={() => setOpen(o.id)} onLive={onLive} />
        ))}
        <InfiniteScroll
          threshold={50}
          hasMore={query.hasNextPage}
          loadMore={async () => void (await query.fetchNextPage())}
        />
      </QueryState>
      {open !== null && (
        <OrderSheet id={open} mchId={mchId} handles={handles} onClose={() => setOpen(null)} />
      )}
    </PullToRefresh>
  );
}

function ShopOrders() {
  const { t } = useTranslation();
  const shop = useShop();
  const [tab, setTab] = useState<MchOrderTab>(tabOf(usePageParams().get('status')));
  const [live, setLive] = useState<LiveRef | null>(null);
  if (shop.loading)
    return (
      <QueryState isPending error={null} refetch={() => undefined}>
        {null}
      </QueryState>
    );
  if (!shop.id) return <NoShop />;
  return (
    <>
      <Tabs activeKey={tab} onChange={(k) => setTab(tabOf(k))} className="mch-tabs">
        {MCH_ORDER_TABS.map((k) => (
          <Tabs.Tab
            key={k}
            title={<span data-testid={`mch-tab-${k}`}>{t(`merchant.order.tab.${k}`)}</span>}
          />
        ))}
      </Tabs>
      <Orders
        key={`${shop.id}-${tab}-${live?.id ?? 0}`}
        mchId={shop.id}
        tab={tab}
        handles={roleMay.orders(shop.staffRole)}
        live={live}
        onLive={setLive}
      />
    </>
  );
}

/** mch-order: the shop's orders by tab for its owner and clerks; an order opens in a sheet. */
export function MchOrderPage() {
  const { t } = useTranslation();
  return (
    <Page path="/pages/mch-order" title={t('merchant.order.title')} className="mch-page">
      <LoginRequired>
        <ShopOrders />
      </LoginRequired>
    </Page>
  );
}
