import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { CalendarIcon } from '../../../components/icons.tsx';
import { navigateTo } from '../../../lib/navigation.ts';
import { LOGIN_PATH } from '../../../lib/route-paths.ts';
import { useUserStore } from '../../../stores/user.ts';
import '../components/activity-entry.css';

/** Mine's activity shortcuts: my tickets (with their QR codes) and my competitor sign-ups. */
export function MineActivity() {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const go = (url: string) => () => void navigateTo(isLogin ? url : LOGIN_PATH).catch(() => undefined);
  return (
    <section className="mine-act" data-testid="mine-activity">
      <button
        type="button"
        className="mine-act__item"
        onClick={go('/pages/activity-ticket')}
        data-testid="mine-tickets"
      >
        <span className="mine-act__icon mine-act__icon--ticket">
          <CalendarIcon />
        </span>
        <span className="mine-act__text">
          <span className="mine-act__title">{t('activity.mine.tickets')}</span>
          <span className="mine-act__sub">{t('activity.mine.ticketsHint')}</span>
        </span>
        <RightOutline className="mine-act__arrow" />
      </button>
      <button
        type="button"
        className="mine-act__item"
        onClick={go('/pages/activity/register-record')}
        data-testid="mine-sign-ups"
      >
        <span className="mine-act__icon mine-act__icon--apply">
          <TrophyIcon />
        </span>
        <span className="mine-act__text">
          <span className="mine-act__title">{t('activity.mine.signUps')}</span>
          <span className="mine-act__sub">{t('activity.mine.signUpsHint')}</span>
        </span>
        <RightOutline className="mine-act__arrow" />
      </button>
    </section>
  );
}

function TrophyIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3M12 14v4M8 21h8M9 18h6" />
    </svg>
  );
}
