import { useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { pageUrl, redirectTo, switchTab } from '../../../lib/navigation.ts';
import { HOME_PATH } from '../../../lib/route-paths.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { mallKeys } from '../api/keys.ts';
import { usePaymentStatus } from '../../../lib/api/payment-status.ts';
import { Price } from '../../../components/price.tsx';
import { RecommendGoods } from '../components/recommend-goods.tsx';
import { clearCheckoutsFor } from '../lib/checkout-state.ts';
import { clearPendingPayment, pendingPayment } from '../lib/pay.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { StateView } from '../../../components/state-view.tsx';
import '../components/mall-entry.css';
import '../components/mall.css';

const PATH = '/pages/pay-success';

const ordersUrl = (orderIds: readonly number[]) =>
  orderIds.length === 1
    ? pageUrl('/pages/order-detail', { id: orderIds[0] })
    : pageUrl('/pages/order', { status: 'to_ship' });

function PaymentResult({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = usePaymentStatus(paymentId);
  const payment = query.data;
  const status = payment?.status;

  useEffect(() => {
    if (!payment || payment.status === 'pending') return;
    clearPendingPayment();
    if (payment.status === 'paid') clearCheckoutsFor(payment.order_ids);
    void client.invalidateQueries({ queryKey: mallKeys.order });
    void client.invalidateQueries({ queryKey: mallKeys.cart });
    void client.invalidateQueries({ queryKey: sharedKeys.userInfo });
  }, [payment, client]);

  if (query.error)
    return (
      <ErrorBlock status="disconnected" title={t('common.loadFailed')} description={query.error.message} />
    );

  if (!payment || status === 'pending')
    return (
      <div className="pay-result pay-result--pending" data-testid="pay-pending">
        <SpinLoading color="primary" style={{ '--size': '48px' }} />
        <div className="pay-result__title">{t('mall.pay.confirming')}</div>
        <div className="muted">{t('mall.pay.confirmingHint')}</div>
        <Button
          shape="rounded"
          className="pay-result__button"
          onClick={() =>
            void redirectTo(pageUrl('/pages/order', { status: 'unpaid' })).catch(() => undefined)
          }
        >
          {t('mall.order.mine')}
        </Button>
      </div>
    );

  const paid = status === 'paid' || status === 'refunded';
  return (
    <div className="pay-result" data-testid={paid ? 'pay-success' : 'pay-failed'}>
      <Result
        status={paid ? 'success' : 'error'}
        title={paid ? t('mall.pay.success') : t('mall.pay.failed')}
        description={
          paid ? (
            <span className="pay-result__amount">
              {t('mall.pay.paidAmount')} <Price value={payment.amount} size="lg" />
            </span>
          ) : (
            t('mall.pay.failedHint')
          )
        }
      />
      <div className="pay-result__actions">
        <Button
          shape="rounded"
          onClick={() => void switchTab(HOME_PATH).catch(() => undefined)}
          data-testid="pay-go-home"
        >
          {t('mall.pay.continue')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          className="gradient-button"
          data-testid="pay-view-order"
          onClick={() => void redirectTo(ordersUrl(payment.order_ids)).catch(() => undefined)}
        >
          {paid ? t('mall.pay.viewOrder') : t('mall.pay.payAgain')}
        </Button>
      </div>
    </div>
  );
}

export function PaySuccessPage() {
  const { t } = useTranslation();
  const paymentId = usePageParams().getId('payment_id') ?? pendingPayment()?.payment_id ?? null;
  return (
    <Page path={PATH} title={t('mall.pay.resultTitle')} className="mall-page">
      <LoginRequired>
        {paymentId === null ? (
          <StateView kind="empty" picture="money" title={t('mall.pay.noPayment')} />
        ) : (
          <PaymentResult paymentId={paymentId} />
        )}
        <RecommendGoods />
      </LoginRequired>
    </Page>
  );
}
