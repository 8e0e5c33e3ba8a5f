import { useTranslation } from '../../../i18n/react.ts';
import type { ActivityDetail } from '../api/activity-detail.ts';
import { formatRange } from '../lib/time.ts';

/** The activity in one line of a checkout: cover, name, time and venue. */
export function ActivityMini({
  a,
}: {
  a: Pick<ActivityDetail, 'cover' | 'name' | 'start_at' | 'end_at' | 'tz' | 'venue'>;
}) {
  const { i18n } = useTranslation();
  return (
    <section className="act-mini">
      <img src={a.cover} alt="" className="act-mini__cover" />
      <div className="act-mini__body">
        <div className="act-mini__name">{a.name}</div>
        <div className="act-mini__line">{formatRange(a.start_at, a.end_at, a.tz, i18n.language)}</div>
        <div className="act-mini__line">{a.venue.name}</div>
      </div>
    </section>
  );
}
