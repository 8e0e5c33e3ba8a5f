import type { GoodsDetail, Sku } from '@dance/contracts/mall';
import { Badge, Button } from 'antd-mobile';
import {
  HeartFill,
  HeartOutline,
  MessageOutline,
  RightOutline,
  ShopbagOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { Page } from '../../../components/page.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import { showSuccess, showToast } from '../../../lib/toast.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useUserStore } from '../../../stores/user.ts';
import { useEditCart } from '../api/cart-edit.ts';
import { useCartList } from '../api/cart-list.ts';
import { useCollectGoods } from '../api/goods-collect.ts';
import { useGoodsDetail } from '../api/goods-detail.ts';
import { increaseShareCount } from '../api/increase-share-count.ts';
import { CommentItem } from '../components/comment-item.tsx';
import { GoodsGallery } from '../components/goods-gallery.tsx';
import { OriginalPrice, Price } from '../../../components/price.tsx';
import { SkuPopup, type SkuAction } from '../components/sku-popup.tsx';
import { errorMessage, requireLogin } from '../lib/require-login.ts';
import '../components/mall-entry.css';
import '../components/mall.css';
import { StateView } from '../../../components/state-view.tsx';

const PATH = '/pages/goods-detail';

async function share(goods: GoodsDetail, copied: string) {
  void increaseShareCount(goods.id);
  const url = globalThis.location.href;
  if (typeof navigator.share === 'function') {
    await navigator.share({ title: goods.name, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    showSuccess(copied);
  } catch {
    showToast(url);
  }
}

export function ReviewsCard({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const { reviews } = goods;
  const open = () =>
    void navigateTo(pageUrl('/pages/goods-evaluation', { id: goods.id })).catch(() => undefined);
  return (
    <section className="mall-card" data-testid="goods-reviews">
      <div className="mall-card__title" onClick={open}>
        <span>
          {t('mall.review.title')} ({reviews.count})
        </span>
        <span className="mall-card__more">
          {/* No reviews, no rate: 100% of nothing says nothing. */}
          {reviews.count > 0 && t('mall.review.goodRate', { rate: reviews.good_rate })} <RightOutline />
        </span>
      </div>
      {reviews.latest.length === 0 ? (
        <div className="mall-card__empty">{t('mall.review.none')}</div>
      ) : (
        reviews.latest.map((c) => <CommentItem key={c.id} comment={c} />)
      )}
      {reviews.count > reviews.latest.length && (
        <button type="button" className="mall-card__all" onClick={open} data-testid="goods-reviews-all">
          {t('mall.review.seeAll')}
        </button>
      )}
    </section>
  );
}

function GoodsBody({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const isLogin = useUserStore((s) => s.isLogin);
  const liveId = usePageParams().getId('live_id');
  const cart = useCartList(isLogin);
  const editCart = useEditCart();
  const collect = useCollectGoods();
  const [popup, setPopup] = useState<{ open: boolean; action: SkuAction | null }>({
    open: false,
    action: null,
  });
  const [chosen, setChosen] = useState<{ sku: Sku; num: number } | null>(null);
  const detailHtml = useMemo(() => sanitizeHtml(goods.detail), [goods.detail]);
  const onSale = goods.status === 1;
  const soldOut = goods.stock <= 0;

  const openPopup = (action: SkuAction | null) => {
    if (action && !requireLogin()) return;
    setPopup({ open: true, action });
  };

  const confirm = (action: SkuAction, sku: Sku, num: number) => {
    setChosen({ sku, num });
    if (!requireLogin()) return;
    if (action === 'buy') {
      setPopup({ open: false, action: null });
      void navigateTo(
        pageUrl('/pages/order-confirmation', {
          goods_id: goods.id,
          sku_id: sku.id,
          num,
          // Opened from a live's pinned goods: the order is attributed to that live (decision 235).
          live_id: liveId ?? undefined,
        }),
      ).catch(() => undefined);
      return;
    }
    editCart.mutate(
      { goods_id: goods.id, sku_id: sku.id, num },
      {
        onSuccess: () => {
          setPopup({ open: false, action: null });
          showSuccess(t('mall.cart.added'));
        },
        onError: (e) => showToast(errorMessage(e)),
      },
    );
  };

  const toggleCollect = () => {
    if (!requireLogin()) return;
    collect.mutate(
      { goods_id: goods.id, is_collect: goods.is_collected ? 0 : 1 },
      {
        onSuccess: (r) =>
          showSuccess(r.is_collected ? t('mall.goods.collected') : t('mall.goods.uncollected')),
        onError: (e) => showToast(errorMessage(e)),
      },
    );
  };

  return (
    <>
      <GoodsGallery images={goods.images.length ? goods.images : [goods.cover]} />
      <section className="goods-price-card">
        <div className="goods-price-card__row">
          <Price value={goods.price} size="xl" testId="goods-price" />
          {goods.original_price !== goods.price && <OriginalPrice value={goods.original_price} />}
          {goods.sales > 0 && (
            <span className="goods-price-card__sales">{t('mall.goods.sold', { count: goods.sales })}</span>
          )}
        </div>
        <h1 className="goods-price-card__name" data-testid="goods-name">
          {goods.delivery === 'verify' && (
            <span className="mall-tag mall-tag--verify">{t('mall.delivery.verify')}</span>
          )}
          {goods.name}
        </h1>
        <div className="goods-price-card__actions">
          <button type="button" onClick={toggleCollect} data-testid="goods-collect">
            {goods.is_collected ? <HeartFill className="is-on" /> : <HeartOutline />}
            <span>{goods.is_collected ? t('mall.goods.collected') : t('mall.goods.collect')}</span>
          </button>
          <button
            type="button"
            onClick={() => void share(goods, t('mall.goods.linkCopied'))}
            data-testid="goods-share"
          >
            <UploadOutline />
            <span>{t('mall.goods.share')}</span>
          </button>
        </div>
      </section>

      <section className="mall-card mall-rows">
        <div className="mall-row" onClick={() => openPopup(null)} data-testid="goods-choose-sku">
          <span className="mall-row__label">{t('mall.sku.selected')}</span>
          <span className="mall-row__value">
            {chosen ? `${chosen.sku.spec_text || goods.name} ×${chosen.num}` : t('mall.sku.pleaseChoose')}
          </span>
          <RightOutline className="mall-row__arrow" />
        </div>
        <div className="mall-row">
          <span className="mall-row__label">{t('mall.goods.delivery')}</span>
          <span className="mall-row__value">
            {goods.delivery === 'verify'
              ? t('mall.delivery.verifyHint')
              : t('mall.goods.shippingFee', { fee: goods.shipping_fee })}
          </span>
        </div>
      </section>

      <ReviewsCard goods={goods} />

      <section className="mall-card shop-card" data-testid="goods-shop">
        <img className="shop-card__logo" src={goods.mch.logo || goods.cover} alt="" />
        <div className="shop-card__main">
          <div className="shop-card__name">{goods.mch.name}</div>
          <div className="muted">
            {goods.mch.id === 0 ? t('mall.shop.official') : t('mall.shop.partner')} ·{' '}
            {t('mall.goods.collectCount', { count: goods.collect_count })}
          </div>
        </div>
        <a
          className="mall-card__more"
          data-testid="goods-contact-seller"
          style={{ textDecoration: 'none' }}
          href={`#${pageUrl('/pages/message-chat', { mch_id: goods.mch.id, name: goods.mch.name, card_type: 'goods', card_id: goods.id })}`}
        >
          <MessageOutline />
          {t('mall.shop.contact')}
        </a>
      </section>

      <section className="mall-card">
        <div className="mall-card__title">
          <span>{t('mall.goods.detail')}</span>
        </div>
        <div className="goods-detail-html" dangerouslySetInnerHTML={{ __html: detailHtml }} />
      </section>

      <div className="mall-bar__spacer" />
      <div className="mall-bar goods-bar">
        <button
          type="button"
          className="goods-bar__icon"
          onClick={() => void navigateTo('/pages/goods-cart').catch(() => undefined)}
          data-testid="goods-go-cart"
        >
          <Badge content={cart.data?.count ? cart.data.count : null}>
            <ShopbagOutline />
          </Badge>
          <span>{t('mall.cart.title')}</span>
        </button>
        <button type="button" className="goods-bar__icon" onClick={toggleCollect}>
          {goods.is_collected ? <HeartFill className="is-on" /> : <HeartOutline />}
          <span>{t('mall.goods.collect')}</span>
        </button>
        <div className="goods-bar__buttons">
          <Button
            className="goods-bar__cart"
            disabled={!onSale || soldOut}
            onClick={() => openPopup('cart')}
            data-testid="goods-add-cart"
          >
            {t('mall.goods.addToCart')}
          </Button>
          <Button
            className="goods-bar__buy"
            disabled={!onSale || soldOut}
            onClick={() => openPopup('buy')}
            data-testid="goods-buy-now"
          >
            {!onSale ? t('mall.goods.offSale') : soldOut ? t('mall.goods.soldOut') : t('mall.goods.buyNow')}
          </Button>
        </div>
      </div>

      <SkuPopup
        goods={goods}
        visible={popup.open}
        action={popup.action}
        busy={editCart.isPending}
        onClose={() => setPopup({ open: false, action: null })}
        onConfirm={confirm}
      />
    </>
  );
}

export function GoodsDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId();
  const query = useGoodsDetail(id);
  return (
    <Page path={PATH} title={t('mall.goods.title')} className="mall-page">
      {id === null ? (
        <StateView kind="notFound" title={t('mall.goods.notFound')} />
      ) : (
        <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
          {query.data && <GoodsBody goods={query.data} />}
        </QueryState>
      )}
    </Page>
  );
}
