import { useTranslation } from '../../../i18n/react.ts';
import { Price } from '../../../components/price.tsx';
import type { MchOrder } from '../api/mch-order-index.ts';

type Line = MchOrder['items'][number];

/**
 * An order's goods lines: cover, name, spec, price and quantity; a line with an after-sale shows
 * its state, and opens it when the sheet offers to.
 */
export function OrderLines({
  items,
  onAfterSale,
  afterSaleLabel,
}: {
  items: readonly Line[];
  onAfterSale?: (afterSaleId: number) => void;
  afterSaleLabel?: (status: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mch-lines">
      {items.map((line) => (
        <div className="mch-line" key={line.id} data-testid={`mch-line-${line.id}`}>
          {line.cover ? <img src={line.cover} alt="" loading="lazy" /> : <span className="mch-line__blank" />}
          <div className="mch-line__main">
            <span className="mch-line__name">{line.name}</span>
            {line.spec_text && <span className="mch-muted">{line.spec_text}</span>}
            {line.after_sale &&
              afterSaleLabel &&
              (onAfterSale ? (
                <button
                  type="button"
                  className="mch-link"
                  onClick={() => onAfterSale(line.after_sale!.id)}
                  data-testid={`mch-line-after-sale-${line.id}`}
                >
                  {t('merchant.order.afterSale.open', { status: afterSaleLabel(line.after_sale.status) })}
                </button>
              ) : (
                <span className="mch-state">
                  {t('merchant.order.afterSale.state', { status: afterSaleLabel(line.after_sale.status) })}
                </span>
              ))}
          </div>
          <div className="mch-line__side">
            <Price value={line.price} size="sm" />
            <span className="mch-muted">×{line.num}</span>
          </div>
        </div>
      ))}
    </div>
  );
}
