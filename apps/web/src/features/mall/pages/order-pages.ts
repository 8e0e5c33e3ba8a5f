/** After the purchase, one chunk: orders, after-sale, reviews, and the clerk's verification. */
export { OrderListPage } from './order-list-page.tsx';
export { OrderDetailPage } from './order-detail-page.tsx';
export { AfterSalePage } from './after-sale-page.tsx';
export { AfterSaleDetailsPage } from './after-sale-details-page.tsx';
export { EvaluatePage } from './evaluate-page.tsx';
export { OrderCheckPage } from './order-check-page.tsx';
