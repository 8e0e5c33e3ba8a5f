import { useQuery } from '@tanstack/react-query';
import { CheckCircleFill, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { signCalendarQuery } from '../api/sign-calendar.ts';
import '../components/points.css';

/** Mine's points entry: the points, today's sign-in state and the streak; opens the points page. */
export function MinePoints() {
  const { t } = useTranslation();
  const cal = useQuery(signCalendarQuery(''));
  const d = cal.data;
  return (
    <button
      type="button"
      className="pt-mine-entry"
      onClick={() => void navigateTo('/pages/integral').catch(() => undefined)}
      data-testid="mine-points"
    >
      <span className="pt-mine-entry__coin" aria-hidden="true">
        P
      </span>
      <span className="pt-mine-entry__main">
        <span>{t('points.mine.title')}</span>
        <small>
          {d ? t('points.mine.streak', { count: d.streak }) : ''}
          {d ? ` · ${t('points.count', { count: d.integral })}` : ''}
        </small>
      </span>
      {d && (
        <span
          className={`pt-mine-entry__sign${d.signed_today ? ' is-done' : ''}`}
          data-testid="mine-sign-state"
          data-signed={d.signed_today ? '1' : '0'}
        >
          {d.signed_today ? (
            <>
              <CheckCircleFill /> {t('points.sign.signed')}
            </>
          ) : (
            t('points.mine.signNow', { points: d.today_reward })
          )}
        </span>
      )}
      <RightOutline />
    </button>
  );
}
