import type { GoodsCard as Goods } from '@dance/contracts/mall';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { Price } from '../../../components/price.tsx';

export const openGoods = (id: number) =>
  void navigateTo(pageUrl('/pages/goods-detail', { id })).catch(() => undefined);

/** A goods tile of a two-column grid. */
export function GoodsTile({ goods, dimmed }: { goods: Goods; dimmed?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`goods-tile${dimmed ? ' goods-tile--dimmed' : ''}`}
      data-testid={`goods-${goods.id}`}
      onClick={() => openGoods(goods.id)}
    >
      <span className="goods-tile__cover">
        {goods.cover && <img src={goods.cover} alt="" loading="lazy" decoding="async" />}
        {goods.delivery === 'verify' && <span className="goods-tile__tag">{t('mall.delivery.verify')}</span>}
      </span>
      <span className="goods-tile__name">{goods.name}</span>
      <span className="goods-tile__foot">
        <Price value={goods.price} size="md" />
        {goods.sales > 0 && (
          <span className="goods-tile__sales">{t('mall.goods.sold', { count: goods.sales })}</span>
        )}
      </span>
    </button>
  );
}
