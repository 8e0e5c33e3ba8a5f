import { RightOutline, SetOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo } from '../../../lib/navigation.ts';
import { useUserStore } from '../../../stores/user.ts';
import '../components/ops-mine.css';

/** Mine's entry to the operator console: operators only (the console is for a computer). */
export function MineOps() {
  const { t } = useTranslation();
  const operator = useUserStore((s) => Boolean(s.user?.is_operator));
  if (!operator) return null;
  return (
    <section className="ops-mine" data-testid="mine-ops">
      <button
        type="button"
        onClick={() => void navigateTo('/ops').catch(() => undefined)}
        data-testid="mine-ops-open"
      >
        <SetOutline />
        <span>{t('ops.mine.title')}</span>
        <small>{t('ops.mine.hint')}</small>
        <RightOutline />
      </button>
    </section>
  );
}
