import type { GoodsDetail, Sku } from '@dance/contracts/mall';
import { Button, Popup, Stepper } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import {
  clampQuantity,
  findSku,
  initialChoice,
  isValueAvailable,
  toggleValue,
  type Choice,
} from '../lib/sku.ts';
import { Price } from '../../../components/price.tsx';

export type SkuAction = 'cart' | 'buy';

interface SkuPopupProps {
  goods: GoodsDetail;
  visible: boolean;
  /** Which button the popup confirms with; null shows both. */
  action: SkuAction | null;
  onClose: () => void;
  onConfirm: (action: SkuAction, sku: Sku, num: number) => void;
  busy?: boolean;
}

/** Choose one value per spec group, see that SKU's price and stock, pick a quantity. */
export function SkuPopup({ goods, visible, action, onClose, onConfirm, busy }: SkuPopupProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(goods.specs, goods.skus));
  const [num, setNum] = useState(1);
  const sku = useMemo(() => findSku(goods.specs, goods.skus, choice), [goods, choice]);
  const stock = sku ? sku.stock : goods.stock;
  const missing = goods.specs.filter((_, i) => !choice[i]).map((g) => g.name);
  const canBuy = goods.status === 1 && sku !== null && sku.stock > 0;

  const confirm = (which: SkuAction) => {
    if (!sku) return;
    onConfirm(which, sku, clampQuantity(num, sku.stock));
  };

  const buttons: SkuAction[] = action ? [action] : ['cart', 'buy'];

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sku-popup"
      destroyOnClose={false}
    >
      <button type="button" className="sku-popup__close" aria-label={t('common.cancel')} onClick={onClose}>
        <CloseOutline />
      </button>
      <div className="sku-popup__head">
        <img className="sku-popup__pic" src={sku?.pic || goods.cover} alt="" />
        <div className="sku-popup__info">
          <Price value={sku?.price ?? goods.price} size="lg" testId="sku-price" />
          <div className="muted" data-testid="sku-stock">
            {t('mall.sku.stock', { count: stock })}
          </div>
          <div className="sku-popup__chosen">
            {sku
              ? t('mall.sku.chosen', { spec: sku.spec_text || goods.name })
              : t('mall.sku.choose', { specs: missing.join(' / ') })}
          </div>
        </div>
      </div>
      <div className="sku-popup__body">
        {goods.specs.map((group, gi) => (
          <div key={group.name} className="sku-group">
            <div className="sku-group__name">{group.name}</div>
            <div className="sku-group__values">
              {group.values.map((value) => {
                const active = choice[gi] === value;
                const available = isValueAvailable(goods.specs, goods.skus, choice, gi, value);
                return (
                  <button
                    type="button"
                    key={value}
                    className={`sku-chip${active ? ' sku-chip--active' : ''}${available ? '' : ' sku-chip--off'}`}
                    disabled={!available && !active}
                    data-testid={`sku-value-${value}`}
                    onClick={() => setChoice((c) => toggleValue(c, gi, value))}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
        <div className="sku-quantity">
          <span>{t('mall.sku.quantity')}</span>
          <Stepper
            min={1}
            max={Math.max(1, Math.min(stock, 999))}
            value={num}
            onChange={(v) => setNum(clampQuantity(v, Math.max(stock, 1)))}
            data-testid="sku-stepper"
          />
        </div>
      </div>
      <div className="sku-popup__foot">
        {buttons.map((which) => (
          <Button
            key={which}
            className={`sku-popup__btn sku-popup__btn--${which}`}
            shape="rounded"
            disabled={!canBuy}
            loading={busy}
            data-testid={`sku-confirm-${which}`}
            onClick={() => confirm(which)}
          >
            {goods.status !== 1
              ? t('mall.goods.offSale')
              : sku && sku.stock <= 0
                ? t('mall.goods.soldOut')
                : which === 'cart'
                  ? t('mall.goods.addToCart')
                  : t('mall.goods.buyNow')}
          </Button>
        ))}
      </div>
    </Popup>
  );
}
