import { useTranslation } from '../../../i18n/react.ts';

interface Shop {
  id: number;
  name: string;
  logo: string;
}

/** Shops as chips: "all shops" first, then each shop; a tap picks the shop that filters the goods. */
export function ShopChips(props: {
  shops: readonly Shop[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** The test id of the row; each chip is `${testId}-${shop.id}` with the last letter dropped (`home-shop-3`). */
  testId: 'home-shops' | 'mall-shops';
}) {
  const { t } = useTranslation();
  const chip = props.testId.slice(0, -1);
  return (
    <div className="home-mall__shops" data-testid={props.testId}>
      <button
        type="button"
        className={`home-mall__shop${props.selected === undefined ? ' home-mall__shop--on' : ''}`}
        onClick={() => props.onSelect(undefined)}
      >
        <span>{t('mall.home.allShops')}</span>
      </button>
      {props.shops.map((shop) => (
        <button
          type="button"
          key={shop.id}
          className={`home-mall__shop${props.selected === shop.id ? ' home-mall__shop--on' : ''}`}
          data-testid={`${chip}-${shop.id}`}
          onClick={() => props.onSelect(shop.id)}
        >
          {shop.logo && <img src={shop.logo} alt="" loading="lazy" />}
          <span>{shop.name}</span>
        </button>
      ))}
    </div>
  );
}
