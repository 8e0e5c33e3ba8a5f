import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import type { SignCalendar } from '../api/sign-calendar.ts';
import { addMonths, monthGrid } from '../lib/format.ts';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The month's grid: signed days ticked, today ringed; months before and after on the arrows. */
export function SignCalendarGrid({
  data,
  onMonth,
}: {
  data: SignCalendar;
  onMonth: (month: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const signed = new Set(data.days);
  const title = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${data.month}-01T00:00:00Z`));
  const thisMonth = data.today.slice(0, 7);
  return (
    <div className="pt-cal" data-testid="sign-calendar">
      <div className="pt-cal__head">
        <button
          type="button"
          onClick={() => onMonth(addMonths(data.month, -1))}
          aria-label={t('points.calendar.prev')}
          data-testid="cal-prev"
        >
          <LeftOutline />
        </button>
        <span data-testid="cal-month">{title}</span>
        <button
          type="button"
          onClick={() => onMonth(addMonths(data.month, 1))}
          disabled={data.month >= thisMonth}
          aria-label={t('points.calendar.next')}
          data-testid="cal-next"
        >
          <RightOutline />
        </button>
      </div>
      <div className="pt-cal__grid" role="grid">
        {WEEKDAYS.map((d) => (
          <span key={d} className="pt-cal__wd">
            {t(`points.calendar.weekday.${d}`)}
          </span>
        ))}
        {monthGrid(data.month).map((day, i) =>
          day ? (
            <span
              key={day}
              className={`pt-cal__day${signed.has(day) ? ' is-signed' : ''}${day === data.today ? ' is-today' : ''}`}
              data-testid={`cal-day-${day}`}
              data-signed={signed.has(day) ? '1' : '0'}
              aria-label={signed.has(day) ? t('points.calendar.signedOn', { day }) : day}
            >
              {Number(day.slice(8))}
            </span>
          ) : (
            <span key={`blank-${i}`} className="pt-cal__day is-blank" aria-hidden="true" />
          ),
        )}
      </div>
    </div>
  );
}
