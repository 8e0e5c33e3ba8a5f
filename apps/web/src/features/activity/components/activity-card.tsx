import type { activity, EndpointData } from '@dance/contracts';
import { useTranslation } from '../../../i18n/react.ts';
import { Price } from '../../../components/price.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { formatDistance } from '../lib/distance.ts';
import { formatStart, zoneLabel } from '../lib/time.ts';

export type ActivityCardData = EndpointData<typeof activity.activityList>['list'][number];

/** Remaining seats below this show as "only N left". */
const FEW_LEFT = 20;

/** A Damai-like card: portrait cover, title, time in the venue's zone, venue, lowest price, seats. */
export function ActivityCard({ item }: { item: ActivityCardData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const zone = zoneLabel(item.tz, lang);
  const soldOut = item.price_from !== null && item.remaining <= 0;
  return (
    <button
      type="button"
      className="act-card"
      data-testid={`activity-card-${item.id}`}
      onClick={() =>
        void navigateTo(pageUrl('/pages/activity-detail', { id: item.id })).catch(() => undefined)
      }
    >
      <span className="act-card__cover">
        <img src={item.cover} alt="" loading="lazy" decoding="async" />
        <span className={`act-kind act-kind--${item.kind}`}>{t(`activity.kind.${item.kind}`)}</span>
      </span>
      <span className="act-card__body">
        <span className="act-card__title">{item.name}</span>
        <span className="act-card__line">
          {formatStart(item.start_at, item.tz, lang)}
          {zone && <span className="act-card__zone"> {zone}</span>}
        </span>
        <span className="act-card__line act-card__venue">
          {item.venue.city} · {item.venue.name}
        </span>
        {item.distance_km !== null && (
          <span className="act-card__line act-card__distance">
            {t('activity.list.distance', { distance: formatDistance(item.distance_km) })}
          </span>
        )}
        <span className="act-card__foot">
          {item.price_from !== null ? (
            <span className="act-card__price">
              <Price value={item.price_from} size="md" />
              <small>{t('activity.list.priceFrom')}</small>
            </span>
          ) : (
            <span className="act-card__free">{t('activity.list.noTickets')}</span>
          )}
          {soldOut ? (
            <span className="act-badge act-badge--out">{t('activity.list.soldOut')}</span>
          ) : item.price_from !== null && item.remaining <= FEW_LEFT ? (
            <span className="act-badge act-badge--few">
              {t('activity.list.fewLeft', { count: item.remaining })}
            </span>
          ) : item.sold > 0 ? (
            <span className="act-card__sold">{t('activity.list.sold', { count: item.sold })}</span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
