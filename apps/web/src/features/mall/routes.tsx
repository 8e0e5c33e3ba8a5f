import { lazyPage, type PageRoute } from '../../lib/lazy-page.tsx';
import { withMallLocale } from './i18n/load.ts';

/*
 * Three chunks (shop, checkout, orders): every import site in this table ships with the first
 * screen (with its list of preloads), so the mall has three rather than one per page.
 */
const shop = withMallLocale(() => import('./pages/shop-pages.ts'));
const checkout = withMallLocale(() => import('./pages/checkout-pages.ts'));
const orders = withMallLocale(() => import('./pages/order-pages.ts'));

/** Screens of the mall: goods, cart, orders, payment, after-sale, reviews, verification. */
export const MALL_ROUTES: ReadonlyArray<PageRoute> = [
  ['/pages/mall', lazyPage(shop, 'MallPage')],
  ['/pages/goods-detail', lazyPage(shop, 'GoodsDetailPage')],
  ['/pages/goods-evaluation', lazyPage(shop, 'GoodsEvaluationPage')],
  ['/pages/goods-cart', lazyPage(shop, 'GoodsCartPage')],
  ['/pages/collection-list/products-list-page', lazyPage(shop, 'CollectionGoodsPage')],
  ['/pages/order-confirmation', lazyPage(checkout, 'OrderConfirmationPage')],
  ['/pages/pay-success', lazyPage(checkout, 'PaySuccessPage')],
  ['/pages/order', lazyPage(orders, 'OrderListPage')],
  ['/pages/order-detail', lazyPage(orders, 'OrderDetailPage')],
  ['/pages/afterSale', lazyPage(orders, 'AfterSalePage')],
  ['/pages/afterSaleDetails', lazyPage(orders, 'AfterSaleDetailsPage')],
  ['/pages/evaluate', lazyPage(orders, 'EvaluatePage')],
  ['/pages/order-check', lazyPage(orders, 'OrderCheckPage')],
];
