import { useQuery } from '@tanstack/react-query';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { myShopsQuery } from '../api/calls.ts';
import '../components/merchant.css';

/** Mine's shop entry: for the owner and clerks of a shop only (renders nothing for anyone else). */
export function MineShop() {
  const { t } = useTranslation();
  const shops = useQuery(myShopsQuery());
  const list = shops.data ?? [];
  if (!list.length) return null;
  return (
    <section className="mch-mine" data-testid="mine-shop">
      {list.map((s) => (
        <button
          type="button"
          key={s.id}
          onClick={() => void navigateTo(pageUrl('/pages/mch', { mch_id: s.id })).catch(() => undefined)}
          data-testid={`mine-shop-${s.id}`}
        >
          <ShopbagOutline />
          <span>{t('merchant.mine.title')}</span>
          <small>
            {s.name} · {t(`merchant.role.${s.role}`)}
          </small>
          <RightOutline />
        </button>
      ))}
    </section>
  );
}
