/** The shop's pages, one chunk: the mall, goods, reviews, cart, collected goods. */
export { MallPage } from './mall-page.tsx';
export { GoodsDetailPage } from './goods-detail-page.tsx';
export { GoodsEvaluationPage } from './goods-evaluation-page.tsx';
export { GoodsCartPage } from './goods-cart-page.tsx';
export { CollectionGoodsPage } from './collection-goods-page.tsx';
