import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dialog } from 'antd-mobile';
import {
  AddOutline,
  CheckCircleFill,
  EditSOutline,
  PayCircleOutline,
  CollectMoneyOutline,
} from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { payFromBalance } from '../../../lib/api/pay-buy-balance.ts';
import { openPayment } from '../../../lib/api/pay-data.ts';
import { sandboxCashier } from '../../../lib/api/payment-pay-data.ts';
import { useMallSetting } from '../../../lib/api/mall-setting.ts';
import { useUserInfo } from '../../../lib/api/user-info.ts';
import { toFen } from '../../../lib/money.ts';
import { pageUrl, redirectTo } from '../../../lib/navigation.ts';
import { choosePayType, offeredPayTypes } from '../../../lib/pay-type.ts';
import { ApiError } from '../../../lib/request.ts';
import { showLoading, showToast } from '../../../lib/toast.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useActivityDetail, type ActivityDetail, type TicketType } from '../api/activity-detail.ts';
import { deleteAttendee } from '../api/attendee-delete.ts';
import { useAttendees, type Attendee } from '../api/attendee-list.ts';
import { activityKeys } from '../api/keys.ts';
import { submitTicketOrder } from '../api/order-submit.ts';
import { useTicketPreview } from '../api/order-preview.ts';
import { ActivityMini } from '../components/activity-mini.tsx';
import { AttendeePopup } from '../components/attendee-popup.tsx';
import { maskMobile } from '../lib/attendee-form.ts';
import {
  isDefiniteFailure,
  loadTicketCheckout,
  randomToken,
  saveTicketCheckout,
  STALE_ORDER_CODES,
  toggleAttendee,
  type TicketCheckout,
} from '../lib/checkout.ts';
import '../components/activity.css';

/** The page shows its own errors (the ticket order's states), not the wrapper's toasts. */
const SILENT = { silent: true };

const PATH = '/pages/activity-audienceInfoAndPayment';

function Attendees({
  a,
  num,
  chosen,
  onChange,
  locked,
}: {
  a: ActivityDetail;
  num: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useAttendees();
  const [editing, setEditing] = useState<Attendee | null>(null);
  const [open, setOpen] = useState(false);
  const list = query.data?.list ?? [];
  const realName = a.real_name === 1;

  const saved = (saved: Attendee) => {
    void client.invalidateQueries({ queryKey: activityKeys.attendees });
    if (!chosen.includes(saved.id)) onChange(toggleAttendee(chosen, saved.id, num));
  };
  const remove = async (x: Attendee) => {
    const ok = await Dialog.confirm({
      content: t('activity.attendee.deleteConfirm', { name: x.name }),
      confirmText: t('activity.common.delete'),
      cancelText: t('activity.common.cancel'),
    });
    if (!ok) return;
    await deleteAttendee(x.id).catch(() => undefined);
    onChange(chosen.filter((id) => id !== x.id));
    void client.invalidateQueries({ queryKey: activityKeys.attendees });
  };

  return (
    <section className="act-section" data-testid="attendees">
      <div className="act-section__title act-section__title--row">
        <span>
          {t('activity.attendee.title')}
          <span className="muted act-section__aside">
            {' '}
            {t('activity.attendee.chosen', { count: chosen.length, total: num })}
          </span>
        </span>
        {!locked && (
          <button
            type="button"
            className="act-link"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
            data-testid="attendee-add"
          >
            <AddOutline /> {t('activity.attendee.add')}
          </button>
        )}
      </div>
      <p className="act-hint">
        {realName
          ? t('activity.attendee.realNameHint', { count: num })
          : t('activity.attendee.hint', { count: num })}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        refetch={query.refetch}
        empty={list.length === 0}
        emptyText={t('activity.attendee.empty')}
        emptyPicture="people"
      >
        {list.map((x) => {
          const on = chosen.includes(x.id);
          const missingId = realName && !x.has_id_card;
          return (
            <div key={x.id} className={`att-row${on ? ' att-row--on' : ''}`} data-testid={`attendee-${x.id}`}>
              <Checkbox
                checked={on}
                disabled={locked || missingId}
                onChange={() => onChange(toggleAttendee(chosen, x.id, num))}
                data-testid={`attendee-pick-${x.id}`}
              >
                <span className="att-row__main">
                  <span className="att-row__name">{x.name}</span>
                  <span className="att-row__sub">{maskMobile(x.mobile)}</span>
                  {x.has_id_card && <span className="att-row__sub">{x.id_card}</span>}
                  {missingId && <span className="att-row__warn">{t('activity.attendee.needsId')}</span>}
                </span>
              </Checkbox>
              {!locked && (
                <span className="att-row__actions">
                  <button
                    type="button"
                    className="att-row__btn"
                    aria-label={t('activity.attendee.edit')}
                    onClick={() => {
                      setEditing(x);
                      setOpen(true);
                    }}
                    data-testid={`attendee-edit-${x.id}`}
                  >
                    <EditSOutline />
                  </button>
                  <button
                    type="button"
                    className="att-row__btn att-row__btn--text"
                    onClick={() => void remove(x)}
                  >
                    {t('activity.common.delete')}
                  </button>
                </span>
              )}
            </div>
          );
        })}
      </QueryState>
      <AttendeePopup
        visible={open}
        editing={editing}
        realName={realName}
        onClose={() => setOpen(false)}
        onSaved={saved}
      />
    </section>
  );
}

function Checkout({
  a,
  tt,
  num,
  stateKey,
}: {
  a: ActivityDetail;
  tt: TicketType;
  num: number;
  stateKey: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  useUserInfo();
  const mallSetting = useMallSetting();
  const balance = useUserStore((s) => s.user?.balance ?? '0.00');
  const [state, setState] = useState<TicketCheckout>(() => loadTicketCheckout(stateKey));
  const update = (patch: Partial<TicketCheckout>) => setState((s) => ({ ...s, ...patch }));
  useEffect(() => saveTicketCheckout(stateKey, state), [stateKey, state]);
  const [busy, setBusy] = useState(false);
  const locked = state.orderIds !== null;
  const needs = tt.needs_attendee === 1;
  const attendees = useAttendees(needs);
  // Chosen attendees that were deleted meanwhile drop out.
  const known = attendees.data?.list;
  const chosen = known ? state.attendeeIds.filter((id) => known.some((x) => x.id === id)) : state.attendeeIds;

  const preview = useTicketPreview({ items: [{ goods_id: a.id, sku_id: tt.sku_id, num }] });
  const amount = preview.data?.pay_amount ?? null;
  const balanceEnough = amount !== null && toFen(balance) >= toFen(amount);
  // As the mall's checkout: the balance when it covers the amount, else the online cashier, of the
  // ways of paying operators offer now.
  const offered = offeredPayTypes(mallSetting.data?.payment_methods);
  const payType = choosePayType(offered, state.payType, balanceEnough);

  const pay = async (orderIds: number[]) => {
    const { payment_id } = await openPayment(orderIds, SILENT);
    void client.invalidateQueries({ queryKey: activityKeys.mine });
    if (payType === 'balance') {
      await payFromBalance(payment_id, SILENT);
      await redirectTo(pageUrl('/pages/pay-success', { payment_id }));
      return;
    }
    const { cashier_url } = await sandboxCashier(payment_id, SILENT);
    // The cashier sends the buyer back to #/pages/pay-success?payment_id=… when done.
    globalThis.location.assign(cashier_url);
  };

  const submit = async () => {
    if (needs && chosen.length !== num) {
      showToast(t('activity.attendee.chooseExactly', { count: num }));
      return;
    }
    setBusy(true);
    const close = showLoading(t('activity.pay.submitting'));
    let orderIds = state.orderIds;
    try {
      if (!orderIds) {
        try {
          const res = await submitTicketOrder({
            items: [{ goods_id: a.id, sku_id: tt.sku_id, num, ...(needs ? { attendee_ids: chosen } : {}) }],
            token: state.token,
            use_integral: 0,
          });
          orderIds = res.order_ids;
          update({ orderIds, attendeeIds: chosen });
        } catch (error) {
          if (isDefiniteFailure(error)) update({ token: randomToken() });
          throw error;
        }
      }
      await pay(orderIds);
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : t('activity.common.failed'));
      if (orderIds && error instanceof ApiError && STALE_ORDER_CODES.has(error.code))
        update({ orderIds: null, token: randomToken() });
    } finally {
      close();
      setBusy(false);
    }
  };

  return (
    <>
      <ActivityMini a={a} />
      <section className="act-section act-line">
        <div className="act-line__row">
          <span className="act-line__name">{tt.name}</span>
          <span>
            <Price value={tt.price} size="sm" /> × {num}
          </span>
        </div>
        <div className="act-line__hint">
          {tt.refundable_until ? t('activity.pay.refundable') : t('activity.purchase.noRefund')}
        </div>
      </section>
      {locked && <div className="act-notice">{t('activity.pay.alreadySubmitted')}</div>}
      {needs && (
        <Attendees
          a={a}
          num={num}
          chosen={chosen}
          onChange={(ids) => update({ attendeeIds: ids })}
          locked={locked}
        />
      )}
      <section className="act-section" data-testid="pay-methods">
        <div className="act-section__title">{t('activity.pay.method')}</div>
        {offered.includes('balance') && (
          <button
            type="button"
            className={`act-pay${payType === 'balance' ? ' act-pay--on' : ''}`}
            disabled={!balanceEnough}
            onClick={() => update({ payType: 'balance' })}
            data-testid="pay-method-balance"
          >
            <CollectMoneyOutline className="act-pay__icon act-pay__icon--balance" />
            <span className="act-pay__main">
              <span>{t('activity.pay.balance')}</span>
              <small>
                {balanceEnough
                  ? t('activity.pay.balanceLeft', { amount: balance })
                  : t('activity.pay.balanceShort', { amount: balance })}
              </small>
            </span>
            {payType === 'balance' && <CheckCircleFill className="act-pay__check" />}
          </button>
        )}
        {offered.includes('sandbox') && (
          <button
            type="button"
            className={`act-pay${payType === 'sandbox' ? ' act-pay--on' : ''}`}
            onClick={() => update({ payType: 'sandbox' })}
            data-testid="pay-method-sandbox"
          >
            <PayCircleOutline className="act-pay__icon" />
            <span className="act-pay__main">
              <span>{t('activity.pay.sandbox')}</span>
              <small>{t('activity.pay.sandboxHint')}</small>
            </span>
            {payType === 'sandbox' && <CheckCircleFill className="act-pay__check" />}
          </button>
        )}
      </section>
      {preview.data && (
        <p className="act-hint act-hint--center">
          {t('activity.pay.timeout', { count: preview.data.unpaid_timeout_minutes })}
        </p>
      )}
      <div className="act-bar__spacer" />
      <div className="act-bar">
        <div className="act-bar__total">
          <span>{t('activity.pay.payable')}</span>
          {amount !== null ? (
            <Price value={amount} size="lg" testId="pay-amount" />
          ) : (
            <span className="muted">…</span>
          )}
        </div>
        <Button
          className="gradient-button act-bar__buy"
          shape="rounded"
          color="primary"
          loading={busy}
          disabled={busy || amount === null || (needs && chosen.length !== num)}
          onClick={() => void submit()}
          data-testid="pay-submit"
        >
          {locked ? t('activity.pay.payNow') : t('activity.pay.submit')}
        </Button>
      </div>
    </>
  );
}

function Body() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const typeId = Number(params.get('type'));
  const num = Number(params.get('num') || '1');
  const valid = [id, typeId, num].every((n) => Number.isInteger(n) && n > 0);
  const query = useActivityDetail(valid ? id : null);
  const tt = query.data?.ticket_types.find((x) => x.id === typeId);
  return (
    <QueryState
      isPending={valid && query.isPending}
      error={query.error}
      refetch={query.refetch}
      empty={!valid || (query.data !== undefined && !tt)}
      emptyText={t('activity.pay.nothing')}
      emptyPicture="tickets"
      notFoundText={t('activity.detail.notFound')}
    >
      {query.data && tt && (
        <Checkout a={query.data} tt={tt} num={num} stateKey={`id=${id}&type=${typeId}&num=${num}`} />
      )}
    </QueryState>
  );
}

export function AudiencePaymentPage() {
  const { t } = useTranslation();
  return (
    <Page path={PATH} title={t('activity.pay.title')} className="act-page">
      <LoginRequired>
        <Body />
      </LoginRequired>
    </Page>
  );
}
