import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Radio } from 'antd-mobile';
import { PayCircleOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { pointsKeys } from '../api/keys.ts';
import { submitRechargeOrder } from '../api/order-submit.ts';
import { payFromBalance } from '../../../lib/api/pay-buy-balance.ts';
import { openPayment } from '../../../lib/api/pay-data.ts';
import { sandboxCashier } from '../../../lib/api/payment-pay-data.ts';
import { rechargePackagesQuery, type RechargePackages } from '../api/recharge-packages.ts';
import { newSubmitToken } from '../lib/format.ts';

type Method = 'sandbox' | 'balance';
type Choice = { kind: 'package'; skuId: number } | { kind: 'custom' };

function RechargeBody({ data }: { data: RechargePackages }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const user = useUserInfo();
  const gateway = useMallSetting().data?.payment_gateway_name || t('points.recharge.online');
  const [choice, setChoice] = useState<Choice>({ kind: 'package', skuId: data.packages[0]!.sku_id });
  const [custom, setCustom] = useState('');
  const [method, setMethod] = useState<Method>('sandbox');
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ token: string; key: string; orderIds?: number[]; paymentId?: number }>({
    token: newSubmitToken(),
    key: '',
  });

  const yuanCustom = /^\d{1,3}$/.test(custom) ? Number(custom) : 0;
  const customOk = yuanCustom >= data.custom.min && yuanCustom <= data.custom.max;
  const line =
    choice.kind === 'package'
      ? { sku_id: choice.skuId, num: 1 }
      : customOk
        ? { sku_id: data.custom.sku_id, num: yuanCustom }
        : null;
  const pack = choice.kind === 'package' ? data.packages.find((p) => p.sku_id === choice.skuId) : undefined;
  const amount = pack ? pack.price : customOk ? `${yuanCustom}.00` : '0.00';
  const points = pack ? pack.points : customOk ? yuanCustom * data.custom.points : 0;

  const pay = async () => {
    if (!line)
      return showToast(t('points.recharge.customInvalid', { min: data.custom.min, max: data.custom.max }));
    setBusy(true);
    try {
      // One order per choice: a retry of the same choice reuses it, another choice starts afresh.
      const key = `${line.sku_id}x${line.num}`;
      if (attempt.current.key !== key) attempt.current = { token: newSubmitToken(), key };
      const a = attempt.current;
      if (!a.orderIds) {
        const order = await submitRechargeOrder({
          items: [{ goods_id: data.goods_id, ...line }],
          use_integral: 0,
          token: a.token,
        });
        a.orderIds = order.order_ids;
      }
      a.paymentId ??= (await openPayment(a.orderIds)).payment_id;
      if (method === 'balance') {
        await payFromBalance(a.paymentId);
        attempt.current = { token: newSubmitToken(), key: '' };
        await Promise.all([
          qc.invalidateQueries({ queryKey: pointsKeys.all }),
          qc.invalidateQueries({ queryKey: sharedKeys.userInfo }),
        ]);
        showSuccess(t('points.recharge.done', { points }));
        return;
      }
      const { cashier_url } = await sandboxCashier(a.paymentId);
      globalThis.location.assign(cashier_url);
    } catch (e) {
      showToast(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="pt-hero pt-hero--small">
        <div className="pt-hero__label">{t('points.balance')}</div>
        <div className="pt-hero__value" data-testid="recharge-balance">
          {user.data?.integral ?? '-'}
        </div>
        <div className="pt-hero__rate">{t('points.recharge.rate', { rate: data.rate })}</div>
      </header>
      <section className="pt-card">
        <h2 className="pt-card__title">{t('points.recharge.packages')}</h2>
        <div className="pt-packs">
          {data.packages.map((p) => (
            <button
              type="button"
              key={p.sku_id}
              className={`pt-pack${choice.kind === 'package' && choice.skuId === p.sku_id ? ' is-on' : ''}`}
              onClick={() => setChoice({ kind: 'package', skuId: p.sku_id })}
              data-testid={`pack-${p.points}`}
            >
              <strong>{p.points}</strong>
              <span>{t('points.unit')}</span>
              <small>¥{p.price}</small>
            </button>
          ))}
          <button
            type="button"
            className={`pt-pack pt-pack--custom${choice.kind === 'custom' ? ' is-on' : ''}`}
            onClick={() => setChoice({ kind: 'custom' })}
            data-testid="pack-custom"
          >
            <strong>{t('points.recharge.custom')}</strong>
            <small>
              ¥{data.custom.min}–{data.custom.max}
            </small>
          </button>
        </div>
        {choice.kind === 'custom' && (
          <div className="pt-custom">
            <span>¥</span>
            <Input
              type="number"
              inputMode="numeric"
              value={custom}
              onChange={(v) => setCustom(v.replace(/\D/g, '').slice(0, 3))}
              placeholder={t('points.recharge.customPlaceholder', {
                min: data.custom.min,
                max: data.custom.max,
              })}
              aria-label={t('points.recharge.custom')}
              data-testid="recharge-custom"
            />
            <span className="pt-custom__points">{customOk ? t('points.count', { count: points }) : ''}</span>
          </div>
        )}
      </section>
      <section className="pt-card">
        <h2 className="pt-card__title">{t('points.recharge.method')}</h2>
        {(
          [
            ['sandbox', gateway, t('points.recharge.sandboxHint'), <PayCircleOutline key="i" />],
            [
              'balance',
              t('points.recharge.balance'),
              user.data ? t('points.recharge.balanceLeft', { amount: user.data.balance }) : '',
              <ReceivePaymentOutline key="i" />,
            ],
          ] as const
        ).map(([type, name, hint, icon]) => (
          <div
            key={type}
            className="pt-method"
            role="radio"
            aria-checked={method === type}
            tabIndex={0}
            onClick={() => setMethod(type)}
            onKeyDown={(e) => e.key === 'Enter' && setMethod(type)}
            data-testid={`recharge-method-${type}`}
          >
            <span className={`pt-method__icon pt-method__icon--${type}`}>{icon}</span>
            <span className="pt-method__main">
              <span>{name}</span>
              <small>{hint}</small>
            </span>
            <Radio checked={method === type} />
          </div>
        ))}
      </section>
      <div className="pt-foot">
        <div className="pt-foot__sum">
          {t('points.recharge.get', { count: points })}
          <strong data-testid="recharge-amount">¥{amount}</strong>
        </div>
        <Button
          shape="rounded"
          color="primary"
          className="gradient-button"
          loading={busy}
          disabled={busy || !line}
          onClick={() => void pay()}
          data-testid="recharge-pay"
        >
          {t('points.recharge.pay')}
        </Button>
      </div>
    </>
  );
}

/** Recharge: packages or a custom amount, paid in the cashier (the gateway) or from the balance. */
export function IntegralRechargePage() {
  const { t } = useTranslation();
  const q = useQuery(rechargePackagesQuery());
  return (
    <Page
      path="/pages/Integral-recharge"
      title={t('points.recharge.title')}
      className="pt-page pt-page--foot"
    >
      <LoginRequired>
        <QueryState isPending={q.isPending} error={q.error} refetch={q.refetch}>
          {q.data && <RechargeBody data={q.data} />}
        </QueryState>
      </LoginRequired>
    </Page>
  );
}
