import { useQuery } from '@tanstack/react-query';
import { Button, Popup, SpinLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { showToast } from '../../../lib/toast.ts';
import { paymentsQuery } from '../../../lib/api/get-payments.ts';
import { mallKeys } from '../api/keys.ts';
import { openPayment } from '../../../lib/api/pay-data.ts';
import type { PayType } from '../lib/order-status.ts';
import { payOrders } from '../lib/pay.ts';
import { errorMessage } from '../lib/require-login.ts';
import { PayMethods } from './pay-methods.tsx';
import { Price } from '../../../components/price.tsx';

interface PayPopupProps {
  orderIds: number[];
  visible: boolean;
  onClose: () => void;
}

/** Pay unpaid orders: one payment attempt, the methods the server offers, then pay. */
export function PayPopup({ orderIds, visible, onClose }: PayPopupProps) {
  const { t } = useTranslation();
  const attempt = useQuery({
    queryKey: mallKeys.paymentAttempt(orderIds),
    queryFn: () => openPayment(orderIds),
    enabled: visible,
    staleTime: 60_000,
    retry: false,
  });
  const paymentId = attempt.data?.payment_id ?? null;
  const methods = useQuery({ ...paymentsQuery(paymentId ?? 0), enabled: visible && paymentId !== null });
  const [choice, setChoice] = useState<PayType | null>(null);
  const [busy, setBusy] = useState(false);
  const list = methods.data?.methods ?? [];
  const selected = choice ?? list.find((m) => m.enabled)?.pay_type ?? null;

  const pay = async () => {
    if (!selected || paymentId === null) return;
    setBusy(true);
    try {
      await payOrders(orderIds, selected, paymentId);
    } catch (error) {
      showToast(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="mall-popup">
      <div className="mall-popup__title">{t('mall.pay.title')}</div>
      {attempt.error ? (
        <div className="mall-card__empty">{attempt.error.message}</div>
      ) : !methods.data ? (
        <div className="center-box center-box--small">
          <SpinLoading color="primary" />
        </div>
      ) : (
        <>
          <div className="pay-popup__amount">
            <Price value={methods.data.amount} size="xl" />
          </div>
          <PayMethods methods={list} value={selected} balance={methods.data.balance} onChange={setChoice} />
        </>
      )}
      <div className="mall-popup__foot">
        <Button
          block
          shape="rounded"
          color="primary"
          className="gradient-button"
          disabled={!selected || busy}
          loading={busy}
          data-testid="pay-popup-confirm"
          onClick={() => void pay()}
        >
          {t('mall.pay.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
