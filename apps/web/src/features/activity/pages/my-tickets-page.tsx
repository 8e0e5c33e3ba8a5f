import { InfiniteScroll, Tabs } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { LoginRequired } from '../../../components/login-required.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl, switchTab } from '../../../lib/navigation.ts';
import { ACTIVITY_PATH } from '../../../lib/route-paths.ts';
import { useMyTickets, type Ticket, type TicketFilter } from '../api/my-tickets.ts';
import { TicketQr } from '../components/ticket-qr.tsx';
import { formatRange, formatStart } from '../lib/time.ts';
import '../components/activity.css';

const PATH = '/pages/activity-ticket';
const FILTERS: TicketFilter[] = ['all', 'valid', 'used', 'void'];

/** "ABCD EFGH JK": the door code in groups, easy to read out. */
const groupCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

function TicketCard({ ticket, onOpen }: { ticket: Ticket; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const a = ticket.activity;
  const valid = ticket.status === 'valid';
  return (
    <article className={`tk tk--${ticket.status}`} data-testid={`ticket-${ticket.id}`}>
      <button
        type="button"
        className="tk__head"
        onClick={() =>
          void navigateTo(pageUrl('/pages/activity-detail', { id: a.id })).catch(() => undefined)
        }
      >
        <img src={a.cover} alt="" className="tk__cover" />
        <span className="tk__info">
          <span className="tk__name">{a.name}</span>
          <span className="tk__line">{formatRange(a.start_at, a.end_at, a.tz, i18n.language)}</span>
          <span className="tk__line">{a.venue_name}</span>
        </span>
      </button>
      <div className="tk__cut" aria-hidden="true" />
      <div className="tk__body">
        <button
          type="button"
          className="tk__qr"
          onClick={onOpen}
          disabled={!ticket.qr}
          aria-label={t('activity.tickets.showQr')}
          data-testid={`ticket-qr-${ticket.id}`}
        >
          {ticket.qr ? (
            <TicketQr payload={ticket.qr} size={96} testId="ticket-qr-image" />
          ) : (
            <span className="tk__qr-void">{t('activity.tickets.noQr')}</span>
          )}
          {ticket.status !== 'valid' && (
            <span className={`tk__stamp tk__stamp--${ticket.status}`}>
              {t(`activity.tickets.status.${ticket.status}`)}
            </span>
          )}
        </button>
        <div className="tk__facts">
          <div className="tk__type">
            {ticket.ticket_type.name} · {t('activity.tickets.seq', { seq: ticket.seq })}
          </div>
          {ticket.attendee && (
            <div className="tk__line">
              {ticket.attendee.name}
              {ticket.attendee.id_card ? ` · ${ticket.attendee.id_card}` : ''}
            </div>
          )}
          <div className="tk__code">{groupCode(ticket.code)}</div>
          <div className={`tk__status tk__status--${ticket.status}`}>
            {ticket.status === 'used' && ticket.checked_in_at
              ? t('activity.tickets.checkedInAt', {
                  time: formatStart(ticket.checked_in_at, a.tz, i18n.language),
                })
              : t(`activity.tickets.status.${ticket.status}`)}
          </div>
          {valid && <div className="tk__hint">{t('activity.tickets.tapHint')}</div>}
        </div>
      </div>
    </article>
  );
}

/** Bright, full screen and large: the QR at the door (a white layer over everything). */
function FullQr({ ticket, onClose }: { ticket: Ticket | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!ticket) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ticket, onClose]);
  if (!ticket) return null;
  return (
    <div
      className="tk-full"
      role="dialog"
      aria-modal="true"
      aria-label={ticket.activity.name}
      data-testid="ticket-full"
    >
      <button
        type="button"
        className="tk-full__close"
        onClick={onClose}
        aria-label={t('activity.common.close')}
      >
        <CloseOutline />
      </button>
      <div className="tk-full__name">{ticket.activity.name}</div>
      <div className="tk-full__line">
        {formatRange(ticket.activity.start_at, ticket.activity.end_at, ticket.activity.tz, i18n.language)}
      </div>
      <div className="tk-full__qr">
        <TicketQr payload={ticket.qr} size={240} testId="ticket-full-qr" />
      </div>
      <div className="tk-full__code">{groupCode(ticket.code)}</div>
      <div className="tk-full__line">
        {ticket.ticket_type.name} · {t('activity.tickets.seq', { seq: ticket.seq })}
        {ticket.attendee ? ` · ${ticket.attendee.name}` : ''}
      </div>
      <p className="tk-full__hint">{t('activity.tickets.brightHint')}</p>
    </div>
  );
}

function TicketList({ filter }: { filter: TicketFilter }) {
  const { t } = useTranslation();
  const query = useMyTickets(filter);
  const [open, setOpen] = useState<Ticket | null>(null);
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      refetch={query.refetch}
      empty={list.length === 0}
      emptyText={t('activity.tickets.empty')}
      emptyPicture="tickets"
      emptyAction={{
        label: t('activity.tickets.browse'),
        onClick: () => void switchTab(ACTIVITY_PATH).catch(() => undefined),
        testId: 'tickets-browse',
      }}
    >
      <div className="tk-list">
        {list.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} onOpen={() => setOpen(ticket)} />
        ))}
      </div>
      <InfiniteScroll hasMore={query.hasNextPage} loadMore={async () => void (await query.fetchNextPage())}>
        {query.hasNextPage ? t('activity.common.loading') : t('activity.common.noMore')}
      </InfiniteScroll>
      <FullQr ticket={open} onClose={() => setOpen(null)} />
    </QueryState>
  );
}

export function MyTicketsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TicketFilter>('all');
  return (
    <Page path={PATH} title={t('activity.tickets.title')} className="act-page">
      <LoginRequired>
        <Tabs activeKey={filter} onChange={(k) => setFilter(k as TicketFilter)} className="act-tabs">
          {FILTERS.map((f) => (
            <Tabs.Tab key={f} title={t(`activity.tickets.filter.${f}`)} />
          ))}
        </Tabs>
        <TicketList filter={filter} />
      </LoginRequired>
    </Page>
  );
}
