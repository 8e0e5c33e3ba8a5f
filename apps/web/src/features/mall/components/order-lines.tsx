import { useTranslation } from '../../../i18n/react.ts';
import { Price } from '../../../components/price.tsx';

export interface LineView {
  key: string | number;
  goods_id: number;
  name: string;
  cover: string;
  spec_text: string;
  price: string;
  num: number;
}

/** The goods lines of an order or a preview: cover, name, spec, price and quantity. */
export function OrderLines({
  lines,
  onOpen,
  extra,
}: {
  lines: readonly LineView[];
  onOpen?: (goodsId: number) => void;
  extra?: (line: LineView) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="order-lines">
      {lines.map((line) => (
        <div key={line.key} className="order-line" onClick={() => onOpen?.(line.goods_id)}>
          <img className="order-line__cover" src={line.cover} alt="" loading="lazy" />
          <div className="order-line__main">
            <div className="order-line__name">{line.name}</div>
            {line.spec_text && <div className="order-line__spec">{line.spec_text}</div>}
            {extra?.(line)}
          </div>
          <div className="order-line__side">
            <Price value={line.price} size="sm" />
            <span className="muted">{t('mall.order.times', { count: line.num })}</span>
          </div>
        </div>
      ))}
    </div>
  );
}
