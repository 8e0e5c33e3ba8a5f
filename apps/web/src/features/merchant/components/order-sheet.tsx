import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { merchantKeys } from '../api/keys.ts';
import { handleCancelApply } from '../api/mch-cancel-apply-handle.ts';
import { mchExpressListQuery } from '../api/mch-express-list.ts';
import { mchOrderDetailQuery } from '../api/mch-order-detail.ts';
import type { MchOrder } from '../api/mch-order-index.ts';
import { shipOrder, type ShipInput } from '../api/mch-order-send.ts';
import { formatTime } from '../lib/format.ts';
import { EXPRESS_NO, shopActions } from '../lib/orders.ts';
import { AfterSaleSheet } from './after-sale-sheet.tsx';
import { OrderLines } from './order-lines.tsx';

const go = (url: string) => void navigateTo(url).catch(() => undefined);
const failed = (e: Error) => showToast(e.message);

/** After a change: every tab, detail and the desk's counts are asked again. */
function useDone() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async () => {
    showSuccess(t('merchant.order.done'));
    await client.invalidateQueries({ queryKey: merchantKeys.all });
  };
}

function ShipForm({ order }: { order: MchOrder }) {
  const { t } = useTranslation();
  const companies = useQuery(mchExpressListQuery());
  const [company, setCompany] = useState('');
  const [no, setNo] = useState('');
  const done = useDone();
  const ship = useMutation({ mutationFn: shipOrder, onSuccess: done, onError: failed });
  const submit = () => {
    if (!company) return showToast(t('merchant.order.ship.pickCompany'));
    if (!EXPRESS_NO.test(no.trim())) return showToast(t('merchant.order.ship.noRule'));
    ship.mutate({
      id: order.id,
      express_company: company as ShipInput['express_company'],
      express_no: no.trim(),
    });
  };
  return (
    <section className="mch-sheet__section" data-testid="mch-ship">
      <div className="mch-sheet__subtitle">{t('merchant.order.ship.title')}</div>
      <div className="mch-chips" role="radiogroup" aria-label={t('merchant.order.ship.company')}>
        {(companies.data ?? []).map((c) => (
          <button
            type="button"
            key={c.code}
            role="radio"
            aria-checked={company === c.code}
            className={`mch-chip${company === c.code ? ' mch-chip--on' : ''}`}
            onClick={() => setCompany(c.code)}
            data-testid={`mch-ship-company-${c.code}`}
          >
            {c.name}
          </button>
        ))}
      </div>
      <Input
        className="mch-input"
        value={no}
        onChange={setNo}
        maxLength={32}
        placeholder={t('merchant.order.ship.noHint')}
        aria-label={t('merchant.order.ship.no')}
        data-testid="mch-ship-no"
      />
      <Button block color="primary" loading={ship.isPending} onClick={submit} data-testid="mch-ship-submit">
        {t('merchant.order.ship.submit')}
      </Button>
    </section>
  );
}

function CancelAnswer({ order }: { order: MchOrder }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const done = useDone();
  const answer = useMutation({
    mutationFn: (agree: boolean) => handleCancelApply({ id: order.id, agree, reason: reason.trim() }),
    onSuccess: done,
    onError: failed,
  });
  const refuse = () => {
    if (!reason.trim()) return showToast(t('merchant.order.reasonRequired'));
    answer.mutate(false);
  };
  return (
    <div className="mch-sheet__actions mch-sheet__actions--column">
      <TextArea
        value={reason}
        onChange={setReason}
        maxLength={200}
        rows={2}
        placeholder={t('merchant.order.reasonHint')}
        data-testid="mch-cancel-reason"
      />
      <div className="mch-sheet__buttons">
        <Button fill="outline" loading={answer.isPending} onClick={refuse} data-testid="mch-cancel-refuse">
          {t('merchant.order.refuse')}
        </Button>
        <Button
          color="primary"
          loading={answer.isPending}
          onClick={() => answer.mutate(true)}
          data-testid="mch-cancel-agree"
        >
          {t('merchant.order.cancel.agree', { amount: order.pay_amount })}
        </Button>
      </div>
    </div>
  );
}

function Detail({ order, mchId, handles }: { order: MchOrder; mchId: number; handles: boolean }) {
  const { t } = useTranslation();
  const [afterSale, setAfterSale] = useState<number | null>(null);
  const can = shopActions(order, handles);
  const chat = pageUrl('/pages/message-chat', {
    user_id: order.buyer.id,
    as_mch_id: mchId,
    name: order.buyer.nickname,
    card_type: 'order',
    card_id: order.id,
  });
  return (
    <>
      <div className="mch-sheet__title">
        <span>{t('merchant.order.no', { no: order.order_no })}</span>
        <span className="mch-state" data-testid="mch-order-state">
          {t(`merchant.order.status.${order.status}`)}
        </span>
      </div>
      <div className="mch-buyer">
        {order.buyer.avatar ? <img src={order.buyer.avatar} alt="" /> : null}
        <span>{order.buyer.nickname}</span>
        <button type="button" className="mch-link" onClick={() => go(chat)} data-testid="mch-order-chat">
          {t('merchant.order.contactBuyer')}
        </button>
      </div>
      {order.address && (
        <div className="mch-sheet__section" data-testid="mch-order-address">
          <div>
            {order.address.name} {order.address.mobile}
          </div>
          <div className="mch-muted">{order.address.full_address}</div>
        </div>
      )}
      <OrderLines
        items={order.items}
        onAfterSale={(id) => setAfterSale(id)}
        afterSaleLabel={(status) => t(`merchant.order.afterSale.status.${status}`, { defaultValue: status })}
      />
      <div className="mch-sheet__line">
        <span className="mch-muted">{t('merchant.order.goodsAmount')}</span>
        <span>¥{order.goods_amount}</span>
      </div>
      <div className="mch-sheet__line">
        <span className="mch-muted">{t('merchant.order.shippingFee')}</span>
        <span>¥{order.shipping_fee}</span>
      </div>
      {order.integral_deduct !== '0.00' && (
        <div className="mch-sheet__line">
          <span className="mch-muted">{t('merchant.order.pointsDeduct')}</span>
          <span>-¥{order.integral_deduct}</span>
        </div>
      )}
      <div className="mch-sheet__line">
        <span className="mch-muted">{t('merchant.order.paid')}</span>
        <Price value={order.pay_amount} size="md" />
      </div>
      {order.refund_amount !== '0.00' && (
        <div className="mch-sheet__line">
          <span className="mch-muted">{t('merchant.order.refunded')}</span>
          <span className="mch-minus">¥{order.refund_amount}</span>
        </div>
      )}
      {order.live && (
        <div className="mch-sheet__line" data-testid="mch-order-live">
          <span className="mch-muted">{t('merchant.order.liveLabel')}</span>
          <span>{order.live.title}</span>
        </div>
      )}
      {order.remark && (
        <p className="mch-sheet__note">
          {t('merchant.order.remark')}: {order.remark}
        </p>
      )}
      {order.express && (
        <div className="mch-sheet__line" data-testid="mch-order-express">
          <span className="mch-muted">{t('merchant.order.express')}</span>
          <span>
            {order.express.company_name} {order.express.no}
          </span>
        </div>
      )}
      <div className="mch-sheet__line">
        <span className="mch-muted">{t('merchant.order.createdAt')}</span>
        <span>{formatTime(order.created_at)}</span>
      </div>
      {order.cancel_apply && order.cancel_apply.status !== 'none' && (
        <section className="mch-sheet__section mch-notice" data-testid="mch-cancel-apply">
          <div>
            {t(`merchant.order.cancel.status.${order.cancel_apply.status}`)} ·{' '}
            {formatTime(order.cancel_apply.created_at)}
          </div>
          <div>{t('merchant.order.cancel.cause', { cause: order.cancel_apply.cause })}</div>
          {order.cancel_apply.reply && (
            <div className="mch-muted">
              {t('merchant.order.cancel.reply', { reply: order.cancel_apply.reply })}
            </div>
          )}
        </section>
      )}
      {can.answerCancel && <CancelAnswer order={order} />}
      {can.ship && <ShipForm order={order} />}
      {can.verify && (
        <div className="mch-sheet__actions">
          <Button
            block
            fill="outline"
            onClick={() => go('/pages/order-check')}
            data-testid="mch-order-verify"
          >
            {t('merchant.order.verify')}
          </Button>
        </div>
      )}
      {!handles && (order.status === 'paid' || order.cancel_apply_status === 'pending') && (
        <p className="mch-muted" data-testid="mch-owner-only">
          {t('merchant.order.ownerActs')}
        </p>
      )}
      {order.timeline.length > 0 && (
        <ol className="mch-timeline" data-testid="mch-order-timeline">
          {[...order.timeline].reverse().map((e, i) => (
            <li key={`${e.created_at}-${i}`}>
              <span>
                {t(`merchant.order.actor.${e.actor}`)} ·{' '}
                {e.to_status
                  ? t(`merchant.order.status.${e.to_status}`, { defaultValue: e.action })
                  : t(`merchant.order.event.${e.action}`, { defaultValue: e.action })}
              </span>
              {e.note && <span>{e.note}</span>}
              <span className="mch-muted">{formatTime(e.created_at)}</span>
            </li>
          ))}
        </ol>
      )}
      {afterSale !== null && (
        <AfterSaleSheet id={afterSale} handles={handles} onClose={() => setAfterSale(null)} />
      )}
    </>
  );
}

/** An order of the shop in a sheet: its lines, money, address, and what the shop can do now. */
export function OrderSheet({
  id,
  mchId,
  handles,
  onClose,
}: {
  id: number;
  mchId: number;
  handles: boolean;
  onClose: () => void;
}) {
  const q = useQuery(mchOrderDetailQuery(id));
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="mch-sheet">
      <div data-testid="mch-order-detail" data-id={id}>
        <QueryState isPending={q.isPending} error={q.error} refetch={() => void q.refetch()}>
          {q.data && <Detail order={q.data} mchId={mchId} handles={handles} />}
        </QueryState>
      </div>
    </Popup>
  );
}
