import { Badge } from 'antd-mobile';
import {
  ChatCheckOutline,
  HeartOutline,
  PayCircleOutline,
  RightOutline,
  ScanCodeOutline,
  SendOutline,
  ShopbagOutline,
  TruckOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useMyShops } from '../api/my-shops.ts';
import { useOrderCounts } from '../api/order-counts.ts';
import { SHORTCUT_TABS } from '../lib/order-status.ts';
import '../components/mall-entry.css';

const ICONS: Record<(typeof SHORTCUT_TABS)[number], ReactNode> = {
  unpaid: <PayCircleOutline />,
  to_ship: <SendOutline />,
  shipped: <TruckOutline />,
  to_review: <ChatCheckOutline />,
  after_sale: <UndoOutline />,
};

/** Mine's "my orders" card: a shortcut per state with a badge, plus cart, collection, check. */
export function MineOrders() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const counts = useOrderCounts(isLogin);
  const shops = useMyShops(isLogin);
  const go = (url: string) => () => void navigateTo(isLogin ? url : LOGIN_PATH).catch(() => undefined);
  const isClerk = (shops.data?.list.length ?? 0) > 0;
  return (
    <section className="mine-orders" data-testid="mine-orders">
      <div className="mine-orders__head">
        <span>{t('mall.order.mine')}</span>
        <button
          type="button"
          className="mine-orders__all"
          onClick={go('/pages/order')}
          data-testid="mine-orders-all"
        >
          {t('mall.order.all')} <RightOutline />
        </button>
      </div>
      <div className="mine-orders__grid">
        {SHORTCUT_TABS.map((tab) => {
          const count = isLogin ? (counts.data?.[tab] ?? 0) : 0;
          return (
            <button
              type="button"
              key={tab}
              className="mine-orders__item"
              data-testid={`mine-orders-${tab}`}
              onClick={go(pageUrl('/pages/order', { status: tab }))}
            >
              <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null}>
                <span className="mine-orders__icon">{ICONS[tab]}</span>
              </Badge>
              <span>{t(`mall.order.tab.${tab}`)}</span>
            </button>
          );
        })}
      </div>
      <div className="mine-orders__extra">
        <button
          type="button"
          className="mine-orders__chip"
          onClick={go('/pages/goods-cart')}
          data-testid="mine-cart"
        >
          <ShopbagOutline /> {t('mall.cart.title')}
        </button>
        <button
          type="button"
          className="mine-orders__chip"
          onClick={go('/pages/collection-list/products-list-page')}
          data-testid="mine-collection"
        >
          <HeartOutline /> {t('mall.collection.title')}
        </button>
        {isClerk && (
          <button
            type="button"
            className="mine-orders__chip"
            onClick={go('/pages/order-check')}
            data-testid="mine-order-check"
          >
            <ScanCodeOutline /> {t('mall.verify.title')}
          </button>
        )}
      </div>
    </section>
  );
}
