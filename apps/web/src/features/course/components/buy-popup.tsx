import { useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Radio } from 'antd-mobile';
import { PayCircleOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Price } from '../../../components/price.tsx';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import type { CourseDetail } from '../api/course-detail.ts';
import { courseKeys } from '../api/keys.ts';
import { payFromBalance } from '../../../lib/api/pay-buy-balance.ts';
import { openPayment } from '../../../lib/api/pay-data.ts';
import { sandboxCashier } from '../../../lib/api/payment-pay-data.ts';
import { submitCourseOrder } from '../api/order-submit.ts';
import { newSubmitToken } from '../lib/format.ts';
import { rememberCoursePayment } from '../lib/pending-payment.ts';

type Method = 'balance' | 'sandbox';

interface BuyPopupProps {
  course: CourseDetail;
  visible: boolean;
  onClose: () => void;
}

/**
 * Buying a course through the mall's checkout: one order (submit is idempotent on a token kept
 * for this attempt), one payment attempt, then the balance at once or the sandbox cashier.
 */
export function BuyPopup({ course, visible, onClose }: BuyPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const gateway = useMallSetting().data?.payment_gateway_name || t('course.buy.online');
  const [method, setMethod] = useState<Method>('sandbox');
  const [busy, setBusy] = useState(false);
  // One token and one payment per attempt: a retry after a failure reuses them.
  const attempt = useRef<{ token: string; orderIds?: number[]; paymentId?: number }>({
    token: newSubmitToken(),
  });

  const pay = async () => {
    setBusy(true);
    try {
      const a = attempt.current;
      if (!a.orderIds) {
        const order = await submitCourseOrder({
          items: [{ goods_id: course.id, sku_id: course.sku_id, num: 1 }],
          use_integral: 0,
          token: a.token,
        });
        a.orderIds = order.order_ids;
      }
      a.paymentId ??= (await openPayment(a.orderIds)).payment_id;
      if (method === 'balance') {
        await payFromBalance(a.paymentId);
        attempt.current = { token: newSubmitToken() };
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: courseKeys.all }),
          queryClient.invalidateQueries({ queryKey: sharedKeys.userInfo }),
        ]);
        showSuccess(t('course.buy.done'));
        onClose();
        return;
      }
      const { cashier_url } = await sandboxCashier(a.paymentId);
      rememberCoursePayment(a.paymentId, course.id);
      globalThis.location.assign(cashier_url);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const methods: { type: Method; name: string; hint: string; icon: ReactNode }[] = [
    {
      type: 'sandbox',
      name: gateway,
      hint: t('course.buy.sandboxHint'),
      icon: <PayCircleOutline />,
    },
    {
      type: 'balance',
      name: t('course.buy.balance'),
      hint: user.data ? t('course.buy.balanceLeft', { amount: user.data.balance }) : '',
      icon: <ReceivePaymentOutline />,
    },
  ];

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="course-popup">
      <div className="course-popup__title">{t('course.buy.title')}</div>
      <div className="course-popup__course">
        {course.cover ? <img src={course.cover} alt="" /> : null}
        <div>
          <div className="course-popup__name">{course.name}</div>
          <div className="course-popup__muted">
            {course.teacher.name} · {t(`course.level.${course.level}`)}
          </div>
          <Price value={course.price} size="lg" testId="buy-price" />
        </div>
      </div>
      <div className="course-popup__methods">
        {methods.map((m) => (
          <div
            key={m.type}
            className="course-method"
            role="radio"
            aria-checked={method === m.type}
            tabIndex={0}
            onClick={() => setMethod(m.type)}
            onKeyDown={(e) => e.key === 'Enter' && setMethod(m.type)}
            data-testid={`buy-method-${m.type}`}
          >
            <span className={`course-method__icon course-method__icon--${m.type}`}>{m.icon}</span>
            <span className="course-method__main">
              <span>{m.name}</span>
              <small>{m.hint}</small>
            </span>
            <Radio checked={method === m.type} />
          </div>
        ))}
      </div>
      <div className="course-popup__foot">
        <Button
          block
          shape="rounded"
          color="primary"
          className="gradient-button"
          loading={busy}
          disabled={busy}
          onClick={() => void pay()}
          data-testid="buy-confirm"
        >
          {t('course.buy.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
