import { Radio } from 'antd-mobile';
import { PayCircleOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { PAY_TYPES, type PayType } from '../lib/order-status.ts';

export interface PayMethodState {
  pay_type: PayType;
  enabled: boolean;
  disabled_reason: string | null;
}

interface PayMethodsProps {
  methods: readonly PayMethodState[];
  value: PayType | null;
  onChange: (type: PayType) => void;
  /** My balance, shown under the balance method. */
  balance?: string;
}

/** A payment method's name as buyers see it: the online gateway by its configured name. */
export function usePayTypeName(): (type: string) => string {
  const { t } = useTranslation();
  const gateway = useMallSetting().data?.payment_gateway_name || t('mall.pay.online');
  return (type) => (type === 'sandbox' ? gateway : t(`mall.pay.${type}`, { defaultValue: type }));
}

/** Balance or the online gateway (by its configured name), as radio rows. */
export function PayMethods({ methods, value, onChange, balance }: PayMethodsProps) {
  const { t } = useTranslation();
  const payTypeName = usePayTypeName();
  return (
    <div className="pay-methods">
      {PAY_TYPES.map((type) => {
        const method = methods.find((m) => m.pay_type === type);
        if (!method) return null;
        const reason = method.disabled_reason
          ? t(`mall.pay.reason.${method.disabled_reason}`, { defaultValue: t('mall.pay.unavailable') })
          : '';
        return (
          <div
            key={type}
            className={`pay-method${method.enabled ? '' : ' pay-method--off'}`}
            data-testid={`pay-method-${type}`}
            onClick={() => method.enabled && onChange(type)}
          >
            <span className={`pay-method__icon pay-method__icon--${type}`}>
              {type === 'balance' ? <ReceivePaymentOutline /> : <PayCircleOutline />}
            </span>
            <div className="pay-method__main">
              <div data-testid={`pay-method-name-${type}`}>{payTypeName(type)}</div>
              <div className="muted">
                {type === 'balance' && balance !== undefined
                  ? t('mall.pay.balanceLeft', { amount: balance })
                  : ''}
                {type === 'sandbox' ? t('mall.pay.sandboxHint') : ''}
                {reason && ` · ${reason}`}
              </div>
            </div>
            <Radio checked={value === type} disabled={!method.enabled} />
          </div>
        );
      })}
    </div>
  );
}
