import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, InfiniteScroll } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../i18n/react.ts';
import { Page } from '../../../components/page.tsx';
import { Price } from '../../../components/price.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { navigateTo, pageUrl } from '../../../lib/navigation.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { mchDetailQuery } from '../api/mch-detail.ts';
import { shopGoodsQuery, type ShopGoods } from '../api/shop-goods.ts';

const go = (url: string) => void navigateTo(url).catch(() => undefined);

function GoodsTile({ goods }: { goods: ShopGoods }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="mch-goods"
      onClick={() => go(pageUrl('/pages/goods-detail', { id: goods.id }))}
      data-testid={`mch-goods-${goods.id}`}
    >
      <span className="mch-goods__cover">
        {goods.cover ? <img src={goods.cover} alt="" loading="lazy" decoding="async" /> : null}
      </span>
      <span className="mch-goods__name">{goods.name}</span>
      <span className="mch-goods__foot">
        <Price value={goods.price} size="md" />
        {goods.sales > 0 && (
          <span className="mch-muted">{t('merchant.shop.sold', { count: goods.sales })}</span>
        )}
      </span>
    </button>
  );
}

function Goods({ mchId }: { mchId: number }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(shopGoodsQuery(mchId));
  const list = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section data-testid="mch-shop-goods">
      <h2 className="mch-section-title">{t('merchant.shop.goods')}</h2>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        refetch={() => void query.refetch()}
        empty={list.length === 0}
        emptyText={t('merchant.shop.noGoods')}
        emptyPicture="goods"
      >
        <div className="mch-goods-grid">
          {list.map((g) => (
            <GoodsTile key={g.id} goods={g} />
          ))}
        </div>
        <InfiniteScroll
          threshold={50}
          hasMore={query.hasNextPage}
          loadMore={async () => void (await query.fetchNextPage())}
        />
      </QueryState>
    </section>
  );
}

function Shop({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useQuery(mchDetailQuery(id));
  const s = q.data;
  const chat = s ? pageUrl('/pages/message-chat', { mch_id: s.id, name: s.name }) : '';
  return (
    <QueryState
      isPending={q.isPending}
      error={q.error}
      refetch={() => void q.refetch()}
      notFoundText={t('merchant.shop.notFound')}
    >
      {s && (
        <>
          <div className="mch-shop-hero">
            {s.logo ? <img className="mch-shop-hero__bg" src={s.logo} alt="" aria-hidden="true" /> : null}
            <div className="mch-shop-hero__inner">
              {s.logo ? <img className="mch-shop-hero__logo" src={s.logo} alt="" /> : null}
              <div className="mch-shop-hero__main">
                <h1 className="mch-shop-hero__name" data-testid="mch-shop-name">
                  {s.name}
                </h1>
                <div className="mch-shop-hero__figures" data-testid="mch-shop-figures">
                  <span>{t('merchant.index.goods', { count: s.goods_count })}</span>
                  <span>{t('merchant.shop.sales', { count: s.sales })}</span>
                </div>
              </div>
              <Button size="small" shape="rounded" onClick={() => go(chat)} data-testid="mch-shop-contact">
                <MessageOutline /> {t('merchant.shop.contact')}
              </Button>
            </div>
          </div>
          {s.status === 0 && (
            <div className="mch-card mch-notice" data-testid="mch-shop-closed">
              {t('merchant.shop.closed')}
            </div>
          )}
          {s.intro && (
            <div className="mch-card mch-shop-intro" data-testid="mch-shop-intro">
              {s.intro}
            </div>
          )}
          <Goods mchId={s.id} />
        </>
      )}
    </QueryState>
  );
}

/** mch-detail: a shop as a buyer sees it: its name, logo, intro and figures, and its goods. */
export function MchDetailPage() {
  const { t } = useTranslation();
  const id = usePageParams().getId('id');
  const shop = useQuery({ ...mchDetailQuery(id ?? 0), enabled: id !== null });
  return (
    <Page path="/pages/mch-detail" title={shop.data?.name ?? t('merchant.shop.title')} className="mch-page">
      {id === null ? (
        <div className="mch-card mch-muted" data-testid="mch-shop-missing">
          {t('merchant.shop.notFound')}
        </div>
      ) : (
        <Shop id={id} />
      )}
    </Page>
  );
}
