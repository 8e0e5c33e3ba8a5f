import { useQuery } from '@tanstack/react-query';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { applyInfoQuery, myShopsQuery } from '../api/calls.ts';
import '../components/merchant.css';

/** Mine's shop entry: the desk for a shop's owner and clerks; for anyone else, opening a shop. */
export function MineShop() {
  const { t } = useTranslation();
  const shops = useQuery(myShopsQuery());
  const list = shops.data ?? [];
  const none = shops.isSuccess && !list.length;
  const apply = useQuery({ ...applyInfoQuery(), enabled: none });
  if (none) {
    if (!apply.data) return null;
    const status = apply.data.application?.status;
    return (
      <section className="mch-mine" data-testid="mine-shop">
        <button
          type="button"
          onClick={() => void navigateTo('/pages/mch-apply').catch(() => undefined)}
          data-testid="mine-shop-apply"
        >
          <ShopbagOutline />
          <span>{t('merchant.apply.title')}</span>
          <small>{status ? t(`merchant.apply.status.${status}`) : t('merchant.apply.short')}</small>
          <RightOutline />
        </button>
      </section>
    );
  }
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
