import type { Address } from '@dance/contracts/user';
import { Button, Input, Switch } from 'antd-mobile';
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { navigateTo, redirectTo } from '../../../lib/navigation.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/request.ts';
import { showLoading, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useAddressList } from '../../../lib/api/address-list.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { choosePayType, offeredPayTypes } from '../../../lib/pay-type.ts';
import { useOrderPreview, type OrderInput, type OrderPreview } from '../api/order-preview.ts';
import { submitOrder, type OrderSubmitInput } from '../api/order-submit.ts';
import { AddressPicker } from '../components/address-picker.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { PayMethods } from '../components/pay-methods.tsx';
import { Price } from '../../../components/price.tsx';
import {
  isDefiniteFailure,
  loadCheckout,
  liveOfCheckout,
  orderSource,
  saveCheckout,
  type CheckoutState,
} from '../lib/checkout-state.ts';
import { toFen } from '../../../lib/money.ts';
import type { PayType } from '../lib/order-status.ts';
import { payOrders, paySuccessUrl, pendingPayment } from '../lib/pay.ts';
import { errorMessage } from '../lib/require-login.ts';
import { createSubmitter, randomToken } from '../lib/submit-token.ts';
import { StateView } from '../../../components/state-view.tsx';
import '../components/mall.css';

const PATH = '/pages/order-confirmation';
/** The order's state changed under it (cancelled by time-out, already paid): start again. */
const STALE_ORDER_CODES = new Set([4005, 4007]);

function AddressCard({ preview, onPick }: { preview: OrderPreview; onPick: () => void }) {
  const { t } = useTranslation();
  const a = preview.address;
  if (!preview.need_address) return null;
  return (
    <section className="mall-card confirm-address" onClick={onPick} data-testid="confirm-address">
      <EnvironmentOutline className="confirm-address__icon" />
      {a ? (
        <div className="confirm-address__main">
          <div className="confirm-address__who">
            <strong>{a.name}</strong> {a.mobile}
          </div>
          <div className="confirm-address__text">
            {a.province} {a.city} {a.district} {a.detail}
          </div>
        </div>
      ) : (
        <div className="confirm-address__main confirm-address__empty">{t('mall.confirm.addAddress')}</div>
      )}
      <RightOutline className="mall-row__arrow" />
      <span className="confirm-address__stripe" />
    </section>
  );
}

function Groups({ preview }: { preview: OrderPreview }) {
  const { t } = useTranslation();
  return preview.groups.map((g, i) => (
    <section key={`${g.mch.id}-${g.delivery}-${i}`} className="mall-card">
      <div className="mall-card__title">
        <span>{g.mch.name}</span>
        <span className={`mall-tag${g.delivery === 'verify' ? ' mall-tag--verify' : ''}`}>
          {t(`mall.delivery.${g.delivery}`)}
        </span>
      </div>
      <OrderLines lines={g.items.map((l) => ({ ...l, key: `${l.goods_id}-${l.sku_id}` }))} />
      <div className="mall-rows">
        <div className="mall-row">
          <span className="mall-row__label">{t('mall.confirm.goodsAmount')}</span>
          <span className="mall-row__value">¥{g.goods_amount}</span>
        </div>
        <div className="mall-row">
          <span className="mall-row__label">{t('mall.confirm.shipping')}</span>
          <span className="mall-row__value">
            {g.delivery === 'verify' ? t('mall.delivery.verifyHint') : `¥${g.shipping_fee}`}
          </span>
        </div>
      </div>
    </section>
  ));
}

function Confirmation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.toString();
  const source = orderSource({ get: (n) => params.get(n) ?? '' });
  // Bought from a live's pinned goods (decision 235): the live goes with the order.
  const liveId = liveOfCheckout({ get: (n) => params.get(n) ?? '' });
  const [state, setState] = useState<CheckoutState>(() => {
    const kept = loadCheckout(key);
    return kept.token ? kept : { ...kept, token: randomToken() };
  });
  const update = (patch: Partial<CheckoutState>) => setState((s) => ({ ...s, ...patch }));
  useEffect(() => saveCheckout(key, state), [key, state]);

  const user = useUserStore((s) => s.user);
  useUserInfo();
  const mallSetting = useMallSetting();
  const addresses = useAddressList();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const submitter = useRef<ReturnType<
    typeof createSubmitter<OrderSubmitInput, { order_ids: number[] }>
  > | null>(null);

  // A kept address must still exist; with none chosen the server uses my default, else my first.
  const list = addresses.data?.list;
  const known = state.addressId !== null && (!list || list.some((a) => a.id === state.addressId));
  const fallback = list && !list.some((a) => a.is_default === 1) ? list[0]?.id : undefined;
  const input: OrderInput | null = source
    ? {
        ...source,
        address_id: known ? (state.addressId ?? undefined) : fallback,
        use_integral: state.useIntegral,
      }
    : null;
  const preview = useOrderPreview(input);
  const data = preview.data;

  // Back from the cashier (the back button): the payment page knows how it went.
  useEffect(() => {
    const pending = pendingPayment();
    if (pending && state.orderIds?.some((id) => pending.order_ids.includes(id)))
      void redirectTo(paySuccessUrl(pending.payment_id)).catch(() => undefined);
  }, [state.orderIds]);

  const balance = user?.balance ?? '0.00';
  const balanceEnough = data ? toFen(balance) >= toFen(data.pay_amount) : false;
  // The ways of paying operators offer now (the server refuses the others).
  const offered = offeredPayTypes(mallSetting.data?.payment_methods);
  const payType: PayType = choosePayType(offered, state.payType, balanceEnough);
  const methods = [
    {
      pay_type: 'balance' as const,
      enabled: balanceEnough,
      disabled_reason: balanceEnough ? null : 'insufficient_balance',
    },
    { pay_type: 'sandbox' as const, enabled: true, disabled_reason: null },
  ].filter((m) => offered.includes(m.pay_type));

  const submit = async () => {
    if (!data || !source) return;
    if (data.need_address && !data.address) {
      showToast(t('mall.confirm.addressRequired'));
      return setPicking(true);
    }
    setBusy(true);
    const close = showLoading(t('mall.confirm.submitting'));
    let orderIds = state.orderIds;
    try {
      if (!orderIds) {
        submitter.current ??= createSubmitter({
          send: (token, body: OrderSubmitInput) => submitOrder({ ...body, token }),
          isDefiniteFailure,
          token: state.token,
          onToken: (token) => update({ token }),
        });
        const res = await submitter.current.submit({
          ...source,
          token: state.token,
          address_id: data.address?.id,
          use_integral: state.useIntegral,
          remark: state.remark.trim() || undefined,
          ...(liveId !== undefined ? { live_id: liveId } : {}),
        });
        orderIds = res.order_ids;
        update({ orderIds });
      }
      await payOrders(orderIds, payType);
    } catch (error) {
      showToast(errorMessage(error));
      // The orders were cancelled (time-out) or settled meanwhile: this checkout starts again.
      if (orderIds && error instanceof ApiError && STALE_ORDER_CODES.has(error.code)) {
        submitter.current = null;
        update({ orderIds: null, token: randomToken() });
      }
      // Otherwise the orders stay: the page offers to pay them again, by either method.
    } finally {
      close();
      setBusy(false);
    }
  };

  if (!source) return <StateView kind="empty" picture="cart" title={t('mall.confirm.nothing')} />;

  return (
    <QueryState isPending={preview.isPending} error={preview.error} refetch={preview.refetch}>
      {data && (
        <>
          {state.orderIds && <div className="mall-notice">{t('mall.confirm.alreadySubmitted')}</div>}
          <AddressCard
            preview={data}
            onPick={() =>
              data.address ? setPicking(true) : void navigateTo('/pages/edit-address').catch(() => undefined)
            }
          />
          <Groups preview={data} />
          <section className="mall-card mall-rows">
            <div className="mall-row">
              <span className="mall-row__label">
                {t('mall.confirm.integral')}
                <span className="muted">
                  {' '}
                  {data.integral.usable > 0
                    ? t('mall.confirm.integralUsable', {
                        count: data.integral.usable,
                        amount: state.useIntegral ? data.integral.deduct : '',
                      })
                    : t('mall.confirm.integralNone', { count: data.integral.balance })}
                </span>
              </span>
              <Switch
                checked={state.useIntegral === 1}
                disabled={data.integral.usable <= 0 || state.orderIds !== null}
                onChange={(on) => update({ useIntegral: on ? 1 : 0 })}
                data-testid="confirm-integral"
              />
            </div>
            <div className="mall-row">
              <span className="mall-row__label">{t('mall.confirm.remark')}</span>
              <Input
                className="mall-row__input"
                value={state.remark}
                maxLength={200}
                disabled={state.orderIds !== null}
                placeholder={t('mall.confirm.remarkPlaceholder')}
                onChange={(remark) => update({ remark })}
                data-testid="confirm-remark"
              />
            </div>
          </section>
          <section className="mall-card">
            <div className="mall-card__title">
              <span>{t('mall.pay.method')}</span>
            </div>
            <PayMethods
              methods={methods}
              value={payType}
              balance={balance}
              onChange={(p) => update({ payType: p })}
            />
          </section>
          <section className="mall-card mall-rows">
            <div className="mall-row">
              <span className="mall-row__label">{t('mall.confirm.goodsAmount')}</span>
              <span className="mall-row__value">¥{data.goods_amount}</span>
            </div>
            <div className="mall-row">
              <span className="mall-row__label">{t('mall.confirm.shipping')}</span>
              <span className="mall-row__value">¥{data.shipping_fee}</span>
            </div>
            {state.useIntegral === 1 && (
              <div className="mall-row">
                <span className="mall-row__label">{t('mall.confirm.integralDeduct')}</span>
                <span className="mall-row__value price-minus">-¥{data.integral.deduct}</span>
              </div>
            )}
          </section>
          <p className="mall-hint">{t('mall.confirm.timeoutHint', { count: data.unpaid_timeout_minutes })}</p>
          <div className="mall-bar__spacer" />
          <div className="mall-bar confirm-bar">
            <div className="confirm-bar__total">
              <span>{t('mall.confirm.payable')}</span>
              <Price value={data.pay_amount} size="lg" testId="confirm-pay-amount" />
            </div>
            <Button
              className="gradient-button confirm-bar__submit"
              shape="rounded"
              color="primary"
              loading={busy}
              disabled={busy || preview.isFetching}
              onClick={() => void submit()}
              data-testid="confirm-submit"
            >
              {state.orderIds ? t('mall.confirm.payNow') : t('mall.confirm.submit')}
            </Button>
          </div>
          <AddressPicker
            visible={picking}
            selectedId={data.address?.id ?? null}
            onClose={() => setPicking(false)}
            onSelect={(a: Address) => update({ addressId: a.id })}
          />
        </>
      )}
    </QueryState>
  );
}

export function OrderConfirmationPage() {
  const { t } = useTranslation();
  return (
    <Page path={PATH} title={t('mall.confirm.title')} className="mall-page">
      <LoginRequired>
        <Confirmation />
      </LoginRequired>
    </Page>
  );
}
