import { Button, Stepper } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { TFunction } from '../../../i18n/core.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { lineTotal } from '../../../lib/money.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useActivityDetail, type ActivityDetail, type TicketType } from '../api/activity-detail.ts';
import { ActivityMini } from '../components/activity-mini.tsx';
import { maxPerOrder } from '../lib/sale.ts';
import { formatStart } from '../lib/time.ts';
import '../components/activity.css';

const PATH = '/pages/activity-ticketPurchase';

function stateText(tt: TicketType, t: TFunction, lang: string, tz: string): string {
  if (tt.state === 'on_sale') return t('activity.ticket.remaining', { count: tt.remaining });
  if (tt.state === 'not_started' && tt.sale_start_at)
    return t('activity.ticket.salesFrom', { time: formatStart(tt.sale_start_at, tz, lang) });
  return t(`activity.ticketState.${tt.state}`);
}

function Purchase({ a }: { a: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  const firstOnSale = a.ticket_types.find((tt) => tt.state === 'on_sale');
  const [typeId, setTypeId] = useState<number | null>(firstOnSale?.id ?? null);
  const [num, setNum] = useState(1);
  const chosen = a.ticket_types.find((tt) => tt.id === typeId && tt.state === 'on_sale') ?? null;
  const max = chosen ? maxPerOrder(chosen) : 0;
  const count = Math.min(Math.max(1, num), Math.max(1, max));
  const total = chosen ? lineTotal(chosen.price, count) : '0.00';

  return (
    <>
      <ActivityMini a={a} />
      <section className="act-section">
        <div className="act-section__title">{t('activity.purchase.chooseType')}</div>
        <div className="act-types" role="radiogroup">
          {a.ticket_types.map((tt) => {
            const on = tt.id === chosen?.id;
            const disabled = tt.state !== 'on_sale';
            return (
              <button
                type="button"
                role="radio"
                aria-checked={on}
                key={tt.id}
                disabled={disabled}
                className={`act-type${on ? ' act-type--on' : ''}${disabled ? ' act-type--off' : ''}`}
                onClick={() => {
                  setTypeId(tt.id);
                  setNum(1);
                }}
                data-testid={`ticket-type-${tt.id}`}
              >
                <span className="act-type__top">
                  <span className="act-type__name">{tt.name}</span>
                  <Price value={tt.price} size="md" />
                </span>
                {tt.description && <span className="act-type__desc">{tt.description}</span>}
                <span className="act-type__state">{stateText(tt, t, i18n.language, a.tz)}</span>
                {on && <CheckCircleFill className="act-type__check" />}
              </button>
            );
          })}
        </div>
      </section>
      {chosen && (
        <section className="act-section act-qty">
          <div className="act-qty__row">
            <span className="act-section__title act-qty__label">{t('activity.purchase.quantity')}</span>
            <Stepper
              min={1}
              max={Math.max(1, max)}
              value={count}
              onChange={(v) => setNum(v)}
              data-testid="ticket-quantity"
            />
          </div>
          <ul className="act-qty__rules">
            <li>{t('activity.purchase.perOrder', { count: chosen.per_order_limit })}</li>
            {chosen.per_user_limit > 0 && (
              <li>{t('activity.purchase.perUser', { count: chosen.per_user_limit })}</li>
            )}
            {chosen.needs_attendee === 1 && <li>{t('activity.purchase.needsAttendee')}</li>}
            <li>
              {chosen.refundable_until
                ? t('activity.purchase.refundUntil', {
                    time: formatStart(chosen.refundable_until, a.tz, i18n.language),
                  })
                : t('activity.purchase.noRefund')}
            </li>
          </ul>
        </section>
      )}
      <div className="act-bar__spacer" />
      <div className="act-bar">
        <div className="act-bar__total">
          <span>{t('activity.purchase.total')}</span>
          <Price value={total} size="lg" testId="purchase-total" />
        </div>
        <Button
          className="gradient-button act-bar__buy"
          shape="rounded"
          color="primary"
          disabled={!chosen || max < 1}
          onClick={() => {
            if (!chosen) return;
            void navigateTo(
              pageUrl('/pages/activity-audienceInfoAndPayment', { id: a.id, type: chosen.id, num: count }),
            ).catch(() => undefined);
          }}
          data-testid="purchase-next"
        >
          {chosen ? t('activity.purchase.next') : t('activity.detail.buy.sold_out')}
        </Button>
      </div>
    </>
  );
}

export function TicketPurchasePage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useActivityDetail(id);
  return (
    <Page path={PATH} title={t('activity.purchase.title')} className="act-page">
      <LoginRequired>
        <QueryState
          isPending={id !== null && query.isPending}
          error={query.error}
          refetch={query.refetch}
          empty={id === null || query.data?.ticket_types.length === 0}
          emptyText={t('activity.purchase.noTypes')}
          emptyPicture="tickets"
          notFoundText={t('activity.detail.notFound')}
        >
          {query.data && <Purchase a={query.data} />}
        </QueryState>
      </LoginRequired>
    </Page>
  );
}
