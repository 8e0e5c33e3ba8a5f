import type { CatalogService } from './catalog.ts';
import type { CartService } from './cart.ts';
import type { Checkout } from './checkout.ts';
import type { OrderFlow } from './flow.ts';
import type { OrderService } from './orders.ts';
import type { PaymentSettings } from './payment-settings.ts';
import type { PaymentService } from './payments.ts';
import type { AfterSaleService } from './after-sales.ts';
import type { SandboxGateway } from './sandbox.ts';
import type { ShopGoodsStore } from './shop-goods.ts';
import type { LiveLinks } from './live-links.ts';

/** The mall's services, as the routes and the jobs use them. */
export interface MallServices {
  catalog: CatalogService;
  cart: CartService;
  checkout: Checkout;
  orders: OrderService;
  payments: PaymentService;
  /** The ways of paying offered and the unpaid minutes, as operators set them. */
  paymentSettings: PaymentSettings;
  afterSales: AfterSaleService;
  gateway: SandboxGateway;
  flow: OrderFlow;
  /** The shop side of the catalogue (the merchant's goods editor). */
  shopGoods: ShopGoodsStore;
  /** Orders bought from a live: the live module plugs in here (decision 235). */
  liveLinks: LiveLinks;
}
