import { Button, ImageViewer } from 'antd-mobile';
import {
  ClockCircleOutline,
  EnvironmentOutline,
  RightOutline,
  ShopbagOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { StateView } from '../../../components/state-view.tsx';
import { activitySections } from '../../../lib/feature.ts';
import { canOpenLink, navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import { showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useActivityDetail, type ActivityDetail } from '../api/activity-detail.ts';
import { useCompetition } from '../api/competition-list.ts';
import { useActivityPhotos } from '../api/images.ts';
import { Bracket } from '../components/bracket.tsx';
import { VenueMap } from '../components/venue-map.tsx';
import { buyState, signUpOpen } from '../lib/sale.ts';
import { shareLink } from '../lib/share.ts';
import { formatRange, zoneLabel } from '../lib/time.ts';
import '../components/activity.css';

const PATH = '/pages/activity-detail';

const go = (url: string) => () => void navigateTo(url).catch(() => undefined);

/** Where a linked thing opens: its own page when built, else the goods page (it is goods). */
function relationUrl(kind: 'goods' | 'courses' | 'music', id: number): string {
  const own = kind === 'courses' ? pageUrl('/pages/class-detail', { id }) : null;
  return own && canOpenLink(own) ? own : pageUrl('/pages/goods-detail', { id });
}

function Photos({ activityId, count }: { activityId: number; count: number }) {
  const { t } = useTranslation();
  const photos = useActivityPhotos(activityId, count > 0);
  const [open, setOpen] = useState<number | null>(null);
  const list = photos.data?.list ?? [];
  if (count === 0 || list.length === 0) return null;
  return (
    <section className="act-section" data-testid="activity-photos">
      <div className="act-section__title">
        {t('activity.detail.photos')} <span className="muted">{count}</span>
      </div>
      <div className="act-photos">
        {list.map((p, i) => (
          <button
            type="button"
            key={p.id}
            className="act-photos__item"
            onClick={() => setOpen(i)}
            data-testid="activity-photo"
          >
            <img src={p.url} alt={p.tags.join(' ')} loading="lazy" />
          </button>
        ))}
      </div>
      <ImageViewer.Multi
        images={list.map((p) => p.url)}
        visible={open !== null}
        defaultIndex={open ?? 0}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}

function Tickets({ a }: { a: ActivityDetail }) {
  const { t } = useTranslation();
  if (a.ticket_types.length === 0) return null;
  return (
    <section className="act-section" data-testid="activity-ticket-types">
      <div className="act-section__title">{t('activity.detail.tickets')}</div>
      {a.ticket_types.map((tt) => (
        <div className={`act-tt act-tt--${tt.state}`} key={tt.id}>
          <div className="act-tt__main">
            <div className="act-tt__name">{tt.name}</div>
            {tt.description && <div className="act-tt__desc">{tt.description}</div>}
            <div className="act-tt__meta">
              {tt.state === 'on_sale'
                ? t('activity.ticket.remaining', { count: tt.remaining })
                : t(`activity.ticketState.${tt.state}`)}
              {tt.needs_attendee === 1 && ` · ${t('activity.ticket.named')}`}
            </div>
          </div>
          <Price value={tt.price} size="md" />
        </div>
      ))}
    </section>
  );
}

function Divisions({ a }: { a: ActivityDetail }) {
  const { t } = useTranslation();
  const competition = useCompetition(a.id, a.divisions.length > 0);
  if (a.divisions.length === 0) return null;
  const brackets = competition.data?.list ?? [];
  return (
    <section className="act-section" data-testid="activity-divisions">
      <div className="act-section__title">{t('activity.detail.divisions')}</div>
      {a.divisions.map((d) => {
        const full = d.max_entrants > 0 && d.entrants >= d.max_entrants;
        const withBracket = brackets.find((b) => b.id === d.id);
        return (
          <div className="act-division" key={d.id}>
            <div className="act-division__head">
              <span className="act-division__name">{d.name}</span>
              <span className={`act-tag${d.requires_ticket ? '' : ' act-tag--free'}`}>
                {d.requires_ticket ? t('activity.division.ticket') : t('activity.division.free')}
              </span>
            </div>
            {d.description && <div className="act-division__desc">{d.description}</div>}
            <div className="act-division__meta">
              {d.max_entrants > 0
                ? t('activity.division.entrantsOf', { count: d.entrants, max: d.max_entrants })
                : t('activity.division.entrants', { count: d.entrants })}
              {full && ` · ${t('activity.division.full')}`}
              {d.numbered === 1 && ` · ${t('activity.division.numbered')}`}
            </div>
            {withBracket && <Bracket division={withBracket} />}
          </div>
        );
      })}
    </section>
  );
}

function Relations({ a }: { a: ActivityDetail }) {
  const { t } = useTranslation();
  const groups = (['goods', 'courses', 'music'] as const).filter((k) => a.relations[k].length > 0);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((kind) => (
        <section className="act-section" key={kind} data-testid={`activity-relations-${kind}`}>
          <div className="act-section__title">{t(`activity.detail.related.${kind}`)}</div>
          <div className="act-related">
            {a.relations[kind].map((g) => (
              <button
                type="button"
                key={g.id}
                className="act-related__item"
                onClick={go(relationUrl(kind, g.id))}
              >
                <img src={g.cover} alt="" loading="lazy" />
                <span className="act-related__name">{g.name}</span>
                <Price value={g.price} size="sm" />
              </button>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

function Detail({ a }: { a: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const html = useMemo(() => sanitizeHtml(a.detail), [a.detail]);
  const zone = zoneLabel(a.tz, i18n.language);
  const state = buyState(a.ticket_types);
  const canApply = a.divisions.length > 0 && signUpOpen(a);
  const shopUrl = pageUrl('/pages/mch-detail', { id: a.mch.id });
  const ended = a.status === 'ended' || a.status === 'cancelled';

  const share = async () => {
    const url = `${location.origin}${location.pathname}#${pageUrl(PATH, { id: a.id })}`;
    const result = await shareLink(a.name, url);
    if (result === 'copied') showToast(t('activity.detail.linkCopied'));
    if (result === 'failed') showToast(url);
  };

  return (
    <>
      <div className="act-hero">
        <img className="act-hero__bg" src={a.cover} alt="" aria-hidden="true" />
        <div className="act-hero__inner">
          <img className="act-hero__poster" src={a.cover} alt="" />
          <div className="act-hero__info">
            <span className={`act-kind act-kind--${a.kind} act-kind--inline`}>
              {t(`activity.kind.${a.kind}`)}
            </span>
            <h1 className="act-hero__title" data-testid="activity-name">
              {a.name}
            </h1>
            {a.price_from !== null && (
              <div className="act-hero__price">
                <Price value={a.price_from} size="lg" />
                <small>{t('activity.list.priceFrom')}</small>
              </div>
            )}
            {a.status !== 'published' && (
              <span className="act-badge act-badge--out">{t(`activity.status.${a.status}`)}</span>
            )}
          </div>
        </div>
      </div>
      <section className="act-section act-facts">
        <div className="act-fact" data-testid="activity-time">
          <ClockCircleOutline className="act-fact__icon" />
          <div>
            <div className="act-fact__main">{formatRange(a.start_at, a.end_at, a.tz, i18n.language)}</div>
            {zone && <div className="act-fact__sub">{t('activity.detail.localTime', { zone })}</div>}
          </div>
        </div>
        <div className="act-fact">
          <EnvironmentOutline className="act-fact__icon" />
          <div>
            <div className="act-fact__main">{a.venue.name}</div>
            <div className="act-fact__sub">{a.venue.full_address}</div>
          </div>
        </div>
        <VenueMap lat={a.venue.lat} lng={a.venue.lng} name={a.venue.name} address={a.venue.full_address} />
      </section>
      <Tickets a={a} />
      <Divisions a={a} />
      {activitySections().map((section) => (
        <Suspense key={section.order} fallback={null}>
          <section.Component activityId={a.id} />
        </Suspense>
      ))}
      <Photos activityId={a.id} count={a.photo_count} />
      {html && (
        <section className="act-section">
          <div className="act-section__title">{t('activity.detail.about')}</div>
          <div className="act-html" dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      )}
      <Relations a={a} />
      <section className="act-section">
        {canOpenLink(shopUrl) ? (
          <button type="button" className="act-shop" onClick={go(shopUrl)} data-testid="activity-shop">
            {a.mch.logo ? <img src={a.mch.logo} alt="" /> : <ShopbagOutline className="act-shop__icon" />}
            <span className="act-shop__name">
              <small>{t('activity.detail.organiser')}</small>
              {a.mch.name}
            </span>
            <RightOutline />
          </button>
        ) : (
          <div className="act-shop" data-testid="activity-shop">
            {a.mch.logo ? <img src={a.mch.logo} alt="" /> : <ShopbagOutline className="act-shop__icon" />}
            <span className="act-shop__name">
              <small>{t('activity.detail.organiser')}</small>
              {a.mch.name}
            </span>
          </div>
        )}
      </section>
      <div className="act-bar__spacer" />
      <div className="act-bar">
        <button
          type="button"
          className="act-bar__icon"
          onClick={() => void share()}
          data-testid="activity-share"
        >
          <UploadOutline />
          <span>{t('activity.detail.share')}</span>
        </button>
        {canApply && (
          <Button
            className="act-bar__apply"
            shape="rounded"
            onClick={go(isLogin ? pageUrl('/pages/activity-apply', { id: a.id }) : LOGIN_PATH)}
            data-testid="activity-apply"
          >
            {t('activity.detail.signUp')}
          </Button>
        )}
        <Button
          className="gradient-button act-bar__buy"
          shape="rounded"
          color="primary"
          disabled={state !== 'on_sale' || ended}
          onClick={go(isLogin ? pageUrl('/pages/activity-ticketPurchase', { id: a.id }) : LOGIN_PATH)}
          data-testid="activity-buy"
        >
          {ended ? t(`activity.status.${a.status}`) : t(`activity.detail.buy.${state}`)}
        </Button>
      </div>
    </>
  );
}

export function ActivityDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useActivityDetail(id);
  return (
    <Page path={PATH} title={t('activity.detail.title')} className="act-page">
      {id === null ? (
        <StateView kind="notFound" title={t('activity.detail.notFound')} />
      ) : (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          refetch={query.refetch}
          notFoundText={t('activity.detail.notFound')}
        >
          {query.data && <Detail a={query.data} />}
        </QueryState>
      )}
    </Page>
  );
}
