import { live, type mall } from '@dance/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { liveKeys } from '../api/keys.ts';
import { pinnableGoods } from '../api/pinnable-goods.ts';

/**
 * What a chosen goods shows: the live's pinned goods and the pinnable list's rows both give it. A
 * pinned goods taken off sale since (`on_sale` false) is marked, for the anchor to take it off.
 */
export type PickedGoods = Pick<mall.GoodsCard, 'id' | 'name' | 'cover' | 'price'> & { on_sale?: boolean };

/** How long the search box waits after the last key before it asks again. */
const SEARCH_DELAY_MS = 300;

/** The chosen goods in pin order, as small cards; each has a remove × when `onRemove` is given. */
export function ChosenGoods({ value, onRemove }: { value: PickedGoods[]; onRemove?: (id: number) => void }) {
  const { t } = useTranslation();
  if (!value.length) return <p className="live-pick__none">{t('live.pick.noneChosen')}</p>;
  return (
    <div className="live-pick__chosen" data-testid="pin-chosen">
      {value.map((g) => (
        <div
          key={g.id}
          className={g.on_sale === false ? 'live-pick__card live-pick__card--off' : 'live-pick__card'}
          data-testid={`pin-chosen-${g.id}`}
        >
          {g.cover ? <img src={g.cover} alt="" /> : <span className="live-pick__blank" />}
          {g.on_sale === false ? (
            <span className="live-pick__off" data-testid={`pin-off-${g.id}`}>
              {t('live.pick.offSale')}
            </span>
          ) : null}
          <span className="live-pick__card-name">{g.name}</span>
          <span className="live-pick__price">¥{g.price}</span>
          {onRemove ? (
            <button
              type="button"
              className="live-pick__remove"
              aria-label={t('live.pick.remove', { name: g.name })}
              onClick={() => onRemove(g.id)}
              data-testid={`pin-remove-${g.id}`}
            >
              ×
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/**
 * The anchor's goods picker (decision 244): the chosen goods in pin order, a search box, and the
 * goods they may pin (their own shop's and their partner shops' goods on sale), newest first, a
 * check per row; a tap toggles, appending to the pins. At MAX_PINNED_GOODS chosen the other rows
 * are disabled. The server checks the pins again on save.
 */
export function GoodsPicker({
  value,
  onChange,
}: {
  value: PickedGoods[];
  onChange: (next: PickedGoods[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const k = text.trim();
    if (k === keyword) return;
    const timer = setTimeout(() => setKeyword(k), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  const q = useInfiniteQuery({
    queryKey: liveKeys.pinnable(keyword),
    queryFn: ({ pageParam }) =>
      pinnableGoods({
        limit: 20,
        ...(keyword ? { keyword } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const rows: mall.GoodsCard[] = q.data?.pages.flatMap((p) => p.list) ?? [];
  const chosen = new Set(value.map((g) => g.id));
  const full = value.length >= live.MAX_PINNED_GOODS;

  const toggle = (g: mall.GoodsCard) => {
    if (chosen.has(g.id)) onChange(value.filter((x) => x.id !== g.id));
    else if (!full) onChange([...value, { id: g.id, name: g.name, cover: g.cover, price: g.price }]);
  };

  return (
    <div className="live-pick" data-testid="goods-picker">
      <div className="live-pick__head">
        <span>{t('live.pick.chosen', { count: value.length, max: live.MAX_PINNED_GOODS })}</span>
        {full ? (
          <span className="live-pick__limit" data-testid="pin-goods-full">
            {t('live.pick.atMost', { max: live.MAX_PINNED_GOODS })}
          </span>
        ) : null}
      </div>
      <ChosenGoods value={value} onRemove={(id) => onChange(value.filter((x) => x.id !== id))} />
      <Input
        className="live-pick__search"
        value={text}
        onChange={setText}
        clearable
        maxLength={40}
        placeholder={t('live.pick.search')}
        data-testid="pin-goods-search"
      />
      <div className="live-pick__list" role="group" aria-label={t('live.pick.listLabel')}>
        {rows.map((g) => {
          const on = chosen.has(g.id);
          const disabled = !on && full;
          return (
            <button
              key={g.id}
              type="button"
              role="checkbox"
              aria-checked={on}
              disabled={disabled}
              className={`live-pick__row${on ? ' live-pick__row--on' : ''}`}
              onClick={() => toggle(g)}
              data-testid={`pin-goods-${g.id}`}
            >
              <span className="live-pick__check" aria-hidden="true">
                {on ? '✓' : ''}
              </span>
              {g.cover ? <img src={g.cover} alt="" /> : <span className="live-pick__blank" />}
              <span className="live-pick__info">
                <span className="live-pick__name">{g.name}</span>
                <span className="live-pick__shop">{g.mch.name}</span>
                <span className="live-pick__meta">
                  <span className="live-pick__price">¥{g.price}</span>
                  <span
                    className={g.stock > 0 ? 'live-pick__stock' : 'live-pick__stock live-pick__stock--out'}
                  >
                    {g.stock > 0 ? t('live.pick.stock', { count: g.stock }) : t('live.pick.soldOut')}
                  </span>
                </span>
              </span>
            </button>
          );
        })}
        {q.isPending ? <p className="live-pick__state">{t('live.pick.loading')}</p> : null}
        {q.isError ? (
          <div className="live-pick__state">
            <p>{t('live.pick.failed')}</p>
            <Button size="small" onClick={() => void q.refetch()} data-testid="pin-goods-retry">
              {t('live.pick.retry')}
            </Button>
          </div>
        ) : null}
        {q.isSuccess && !rows.length ? (
          <p className="live-pick__state" data-testid="pin-goods-empty">
            {keyword ? t('live.pick.noMatch') : t('live.pick.empty')}
          </p>
        ) : null}
        {q.hasNextPage ? (
          <Button
            block
            fill="none"
            loading={q.isFetchingNextPage}
            onClick={() => void q.fetchNextPage()}
            data-testid="pin-goods-more"
          >
            {t('live.more')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
