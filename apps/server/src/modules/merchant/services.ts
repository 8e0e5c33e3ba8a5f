import type { ShopAccount } from './account.ts';
import type { ShopApplications } from './apply.ts';
import type { ShopDesk } from './desk.ts';
import type { FeeSettings } from './fees.ts';
import type { ShopGoods } from './goods.ts';
import type { MerchantService } from './shops.ts';
import type { ShopStaff } from './staff.ts';

/** The merchant module's services, as the routes and the app see them. */
export interface MerchantServices {
  shops: MerchantService;
  account: ShopAccount;
  desk: ShopDesk;
  applications: ShopApplications;
  fees: FeeSettings;
  staff: ShopStaff;
  goods: ShopGoods;
}
