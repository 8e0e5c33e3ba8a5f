import type { CartItem } from '@dance/contracts/mall';
import { Checkbox, Stepper } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { showToast } from '../../../lib/toast.ts';
import { useEditCart } from '../api/cart-edit.ts';
import { errorMessage } from '../lib/require-login.ts';
import { isFixable } from '../lib/order-status.ts';
import { openGoods } from './goods-card.tsx';
import { Price } from '../../../components/price.tsx';

const QUANTITY_DEBOUNCE_MS = 400;

interface CartLineProps {
  line: CartItem;
  checked: boolean;
  onToggle: () => void;
}

/** One buyable (or fixable) line: select, open, change the quantity. */
export function CartLine({ line, checked, onToggle }: CartLineProps) {
  const { t } = useTranslation();
  const edit = useEditCart();
  // Taps update the number at once; the server hears the last one after a short pause.
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const max = Math.max(1, Math.min(line.stock, 999));
  const short = isFixable(line.invalid_reason);

  const change = (value: number) => {
    setPending(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      edit.mutate(
        { id: line.id, goods_id: line.goods_id, sku_id: line.sku_id, num: value },
        {
          onError: (e) => showToast(errorMessage(e)),
          // The list has been fetched again by now: show its number unless another tap is waiting.
          onSettled: () => {
            if (!timer.current) setPending(null);
          },
        },
      );
    }, QUANTITY_DEBOUNCE_MS);
  };

  return (
    <div className="cart-line" data-testid={`cart-line-${line.id}`}>
      <Checkbox
        className="cart-line__check"
        checked={checked && !short}
        disabled={short}
        onChange={onToggle}
        data-testid="cart-line-check"
      />
      <img
        className="cart-line__cover"
        src={line.cover}
        alt=""
        loading="lazy"
        onClick={() => openGoods(line.goods_id)}
      />
      <div className="cart-line__main">
        <div className="cart-line__name" onClick={() => openGoods(line.goods_id)}>
          {line.name}
        </div>
        {line.spec_text && <span className="cart-line__spec">{line.spec_text}</span>}
        {short && <div className="cart-line__warn">{t('mall.cart.onlyLeft', { count: line.stock })}</div>}
        <div className="cart-line__foot">
          <Price value={line.price} size="md" />
          <Stepper
            min={1}
            max={max}
            value={pending ?? line.num}
            onChange={change}
            className="cart-line__stepper"
            data-testid="cart-line-stepper"
          />
        </div>
      </div>
    </div>
  );
}

/** A line that can no longer be bought, with the reason. */
export function InvalidCartLine({ line }: { line: CartItem }) {
  const { t } = useTranslation();
  return (
    <div className="cart-line cart-line--invalid" data-testid={`cart-invalid-${line.id}`}>
      <span className="cart-line__badge">{t('mall.cart.invalid')}</span>
      <img className="cart-line__cover" src={line.cover} alt="" loading="lazy" />
      <div className="cart-line__main">
        <div className="cart-line__name">{line.name}</div>
        {line.spec_text && <span className="cart-line__spec">{line.spec_text}</span>}
        <div className="cart-line__reason" data-testid="cart-invalid-reason">
          {t(`mall.cart.reason.${line.invalid_reason ?? 'deleted'}`)}
        </div>
      </div>
    </div>
  );
}
