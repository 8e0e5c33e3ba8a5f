import type { PageRoute } from '../../app/lazy-page.tsx';

/** Screens of the mall: goods, cart, orders, payment, after-sale, reviews, verification. */
export const MALL_ROUTES: ReadonlyArray<PageRoute> = [];
