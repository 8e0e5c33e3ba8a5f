import type { Db } from '../../platform/db.ts';
import { AfterSaleRepo } from './after-sales.repo.ts';
import { CartRepo } from './cart.repo.ts';
import { CheckoutRepo } from './checkout.repo.ts';
import { FlowRepo } from './flow.repo.ts';
import { GoodsRepo } from './goods.repo.ts';
import { OrderRepo } from './orders.repo.ts';
import { PaymentRepo } from './payments.repo.ts';
import { ReviewRepo } from './reviews.repo.ts';

/**
 * The mall's repos, one per service area. Every method takes the connection or transaction
 * first (services pass `db` for a plain read) and none opens a transaction of its own; each
 * service is given the ones it uses (`Pick<MallRepos, ...>`).
 */
export interface MallRepos {
  goods: GoodsRepo;
  reviews: ReviewRepo;
  cart: CartRepo;
  checkout: CheckoutRepo;
  orders: OrderRepo;
  flow: FlowRepo;
  payments: PaymentRepo;
  afterSales: AfterSaleRepo;
}

export function mallRepos(db: Db): MallRepos {
  return {
    goods: new GoodsRepo(),
    reviews: new ReviewRepo(),
    cart: new CartRepo(db),
    checkout: new CheckoutRepo(),
    orders: new OrderRepo(),
    flow: new FlowRepo(),
    payments: new PaymentRepo(),
    afterSales: new AfterSaleRepo(),
  };
}
