import { useTranslation } from '../../../i18n/react.ts';
import { useGoodsList } from '../api/goods-list.ts';
import { GoodsTile } from './goods-card.tsx';

/** "You may like": a few best sellers under the cart and after paying. */
export function RecommendGoods({ limit = 6 }: { limit?: number }) {
  const { t } = useTranslation();
  const query = useGoodsList({ sort: 'sales', limit });
  const list = query.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="recommend">
      <div className="recommend__title">
        <span>{t('mall.recommend')}</span>
      </div>
      <div className="goods-grid">
        {list.map((g) => (
          <GoodsTile key={g.id} goods={g} />
        ))}
      </div>
    </section>
  );
}
