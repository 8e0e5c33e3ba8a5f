import type { OrderCard as Order } from '@dance/contracts/mall';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { amountLabel, orderStatusKey } from '../lib/order-status.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderLines } from './order-lines.tsx';
import { Price } from '../../../components/price.tsx';

/** One order in the list: shop, state, lines, amount and actions. */
export function OrderCardView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const pieces = order.items.reduce((n, l) => n + l.num, 0);
  const open = () => void navigateTo(pageUrl('/pages/order-detail', { id: order.id })).catch(() => undefined);
  return (
    <section className="mall-card order-card" data-testid={`order-${order.id}`} onClick={open}>
      <div className="order-card__head">
        <span className="order-card__shop">{order.mch.name}</span>
        <span className={`order-status order-status--${order.status}`} data-testid="order-status">
          {order.has_open_after_sale
            ? t('mall.order.status.afterSale')
            : t(`mall.order.status.${orderStatusKey(order.status, order.delivery)}`)}
        </span>
      </div>
      <OrderLines lines={order.items.map((l) => ({ ...l, key: l.id }))} />
      <div className="order-card__sum">
        {t('mall.order.pieces', { count: pieces })}{' '}
        {amountLabel(order.status) === 'toPay' ? t('mall.order.toPayLabel') : t('mall.order.paidLabel')}
        <Price value={order.pay_amount} size="md" />
      </div>
      <OrderActions order={order} />
    </section>
  );
}
