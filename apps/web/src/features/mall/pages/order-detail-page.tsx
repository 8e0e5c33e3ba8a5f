import type { OrderDetail } from '@dance/contracts/mall';
import { Button, Steps } from 'antd-mobile';
import { EnvironmentOutline, MessageOutline, TruckOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateBack, navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { showSuccess } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useOrderDetail } from '../api/order-detail.ts';
import { openGoods } from '../components/goods-card.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { QrPopup } from '../components/qr-popup.tsx';
import { useCountdown } from '../lib/countdown.ts';
import { daysUntil, formatDate, formatDateTime } from '../lib/format.ts';
import { amountLabel, orderStatusKey } from '../lib/order-status.ts';
import '../components/mall.css';
import { StateView } from '../../../components/state-view.tsx';
import { usePayTypeName } from '../components/pay-methods.tsx';

const PATH = '/pages/order-detail';
const go = (url: string) => void navigateTo(url).catch(() => undefined);

function StatusHeader({ order, onExpire }: { order: OrderDetail; onExpire: () => void }) {
  const { t } = useTranslation();
  const countdown = useCountdown(order.status === 'unpaid' ? order.expires_at : null, undefined, onExpire);
  const key = orderStatusKey(order.status, order.delivery);
  let hint = '';
  if (order.status === 'unpaid') hint = t('mall.detail.unpaidHint', { time: countdown.text });
  else if (order.cancel_apply?.status === 'pending') hint = t('mall.detail.cancelPending');
  else if (order.cancel_apply?.status === 'refused')
    hint = t('mall.detail.cancelRefused', { reason: order.cancel_apply.reply || '-' });
  else if (order.status === 'paid')
    hint = t(order.delivery === 'verify' ? 'mall.detail.toVerifyHint' : 'mall.detail.toShipHint');
  else if (order.status === 'shipped')
    hint = t('mall.detail.shippedHint', { count: daysUntil(order.auto_confirm_at) });
  else if (order.status === 'received' && order.after_sale_deadline)
    hint = t('mall.detail.receivedHint', { date: formatDate(order.after_sale_deadline) });
  else if (order.status === 'refunded') hint = t('mall.detail.refundedHint', { amount: order.refund_amount });
  else hint = t(`mall.detail.hint.${order.status}`, { defaultValue: '' });
  return (
    <div className={`order-hero order-hero--${order.status}`} data-testid="order-hero">
      <div className="order-hero__title" data-testid="order-detail-status">
        {t(`mall.order.status.${key}`)}
      </div>
      {hint && (
        <div
          className="order-hero__hint"
          data-testid={order.status === 'unpaid' ? 'order-countdown' : undefined}
        >
          {hint}
        </div>
      )}
    </div>
  );
}

/** Events whose note is a reference (an id, a count), not words for the buyer. */
const QUIET_NOTES = new Set(['appraise', 'after_sale_apply', 'after_sale_refund', 'late_payment_refund']);

function Timeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const payTypeName = usePayTypeName();
  const noteOf = (action: string, note: string) => {
    if (!note || QUIET_NOTES.has(action)) return '';
    return action === 'pay' ? payTypeName(note) : note;
  };
  if (order.timeline.length === 0) return null;
  const events = [...order.timeline].reverse();
  return (
    <section className="mall-card">
      <div className="mall-card__title">
        <span>{t('mall.detail.timeline')}</span>
      </div>
      <Steps direction="vertical" current={0} className="mall-steps">
        {events.map((e, i) => (
          <Steps.Step
            key={`${e.created_at}-${i}`}
            status={i === 0 ? 'process' : 'finish'}
            title={`${t(`mall.event.${e.action}`, { defaultValue: e.action })} · ${t(`mall.actor.${e.actor}`)}`}
            description={
              <>
                {noteOf(e.action, e.note) && <div>{noteOf(e.action, e.note)}</div>}
                <div className="muted">{formatDateTime(e.created_at)}</div>
              </>
            }
          />
        ))}
      </Steps>
    </section>
  );
}

function DetailBody({ order, refetch }: { order: OrderDetail; refetch: () => unknown }) {
  const { t } = useTranslation();
  const payTypeName = usePayTypeName();
  const [qr, setQr] = useState(false);
  const onExpire = useCallback(() => void setTimeout(() => void refetch(), 1500), [refetch]);
  const copy = () =>
    void navigator.clipboard?.writeText(order.order_no).then(
      () => showSuccess(t('common.copied')),
      () => undefined,
    );

  const lineExtra = (line: { key: string | number }) => {
    const item = order.items.find((l) => l.id === line.key);
    if (!item) return null;
    if (item.after_sale)
      return (
        <button
          type="button"
          className="line-link"
          onClick={(e) => {
            e.stopPropagation();
            go(pageUrl('/pages/afterSaleDetails', { id: item.after_sale!.id }));
          }}
          data-testid={`line-after-sale-${item.id}`}
        >
          {t(`mall.afterSale.status.${item.after_sale.status}`, { defaultValue: item.after_sale.status })}
        </button>
      );
    if (order.actions.after_sale)
      return (
        <button
          type="button"
          className="line-link"
          onClick={(e) => {
            e.stopPropagation();
            go(pageUrl('/pages/afterSale', { order_id: order.id, item_id: item.id }));
          }}
          data-testid={`line-apply-after-sale-${item.id}`}
        >
          {t('mall.order.action.afterSale')}
        </button>
      );
    return null;
  };

  return (
    <>
      <StatusHeader order={order} onExpire={onExpire} />
      {order.delivery === 'verify' ? (
        <section className="mall-card confirm-address">
          <EnvironmentOutline className="confirm-address__icon" />
          <div className="confirm-address__main">
            <div className="confirm-address__who">
              <strong>{t('mall.delivery.verify')}</strong>
            </div>
            <div className="confirm-address__text">{t('mall.delivery.verifyHint')}</div>
          </div>
          {order.actions.clerk_qr && (
            <Button
              size="small"
              shape="rounded"
              color="primary"
              onClick={() => setQr(true)}
              data-testid="detail-show-qr"
            >
              {t('mall.order.action.qr')}
            </Button>
          )}
        </section>
      ) : (
        order.address && (
          <section className="mall-card confirm-address">
            <EnvironmentOutline className="confirm-address__icon" />
            <div className="confirm-address__main">
              <div className="confirm-address__who">
                <strong>{order.address.name}</strong> {order.address.mobile}
              </div>
              <div className="confirm-address__text">{order.address.full_address}</div>
            </div>
          </section>
        )
      )}
      {order.express && (
        <section className="mall-card confirm-address" data-testid="order-express">
          <TruckOutline className="confirm-address__icon" />
          <div className="confirm-address__main">
            <div className="confirm-address__who">
              <strong>{order.express.company_name}</strong> {order.express.no}
            </div>
            <div className="confirm-address__text">
              {t('mall.detail.shippedAt', { time: formatDateTime(order.express.shipped_at) })}
            </div>
          </div>
        </section>
      )}
      <section className="mall-card">
        <div className="mall-card__title">
          <span>{order.mch.name}</span>
          <a
            className="mall-card__more"
            data-testid="order-contact-seller"
            style={{ textDecoration: 'none' }}
            href={`#${pageUrl('/pages/message-chat', { mch_id: order.mch.id, name: order.mch.name, card_type: 'order', card_id: order.id })}`}
          >
            <MessageOutline />
            {t('mall.shop.contact')}
          </a>
        </div>
        <OrderLines
          lines={order.items.map((l) => ({ ...l, key: l.id }))}
          onOpen={openGoods}
          extra={lineExtra}
        />
        <div className="mall-rows">
          <Row label={t('mall.confirm.goodsAmount')} value={`¥${order.goods_amount}`} />
          <Row label={t('mall.confirm.shipping')} value={`¥${order.shipping_fee}`} />
          {order.integral_used > 0 && (
            <Row
              label={t('mall.confirm.integralDeduct')}
              value={`-¥${order.integral_deduct} (${order.integral_used})`}
            />
          )}
          <Row
            label={amountLabel(order.status) === 'toPay' ? t('mall.detail.toPay') : t('mall.detail.paid')}
            value={`¥${order.pay_amount}`}
            strong
            testId="order-pay-amount"
          />
          {order.refund_amount !== '0.00' && (
            <Row
              label={t('mall.detail.refunded')}
              value={`¥${order.refund_amount}`}
              testId="order-refund-amount"
            />
          )}
        </div>
      </section>
      <section className="mall-card mall-rows">
        <div className="mall-row">
          <span className="mall-row__label">{t('mall.detail.orderNo')}</span>
          <span className="mall-row__value" data-testid="order-no">
            {order.order_no}
          </span>
          <button type="button" className="line-link" onClick={copy}>
            {t('mall.detail.copy')}
          </button>
        </div>
        <Row label={t('mall.detail.createdAt')} value={formatDateTime(order.created_at)} />
        {order.paid_at && <Row label={t('mall.detail.paidAt')} value={formatDateTime(order.paid_at)} />}
        {order.pay_type && <Row label={t('mall.pay.method')} value={payTypeName(order.pay_type)} />}
        {order.verified_at && (
          <Row label={t('mall.detail.verifiedAt')} value={formatDateTime(order.verified_at)} />
        )}
        {order.remark && <Row label={t('mall.confirm.remark')} value={order.remark} />}
      </section>
      <Timeline order={order} />
      {Object.values(order.actions).some(Boolean) && (
        <>
          <div className="mall-bar__spacer" />
          <div className="mall-bar detail-bar">
            <OrderActions order={order} onDeleted={navigateBack} />
          </div>
        </>
      )}
      {/* Kept after the scan (when clerk_qr turns false) so the buyer sees it was used. */}
      {order.delivery === 'verify' && (
        <QrPopup orderId={order.id} visible={qr} onClose={() => setQr(false)} />
      )}
    </>
  );
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`mall-row${strong ? ' mall-row--strong' : ''}`}>
      <span className="mall-row__label">{label}</span>
      <span className="mall-row__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useOrderDetail(id);
  return (
    <Page path={PATH} title={t('mall.detail.title')} className="mall-page">
      <LoginRequired>
        {id === null ? (
          <StateView kind="notFound" title={t('mall.detail.notFound')} />
        ) : (
          <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
            {query.data && <DetailBody order={query.data} refetch={query.refetch} />}
          </QueryState>
        )}
      </LoginRequired>
    </Page>
  );
}
