import type { CatalogService, CheckoutReservers, MallServices, OrderLifecycle } from '../mall/index.ts';
import type { UserDirectory, TextScreen } from '../account/index.ts';
import type { MerchantService } from '../merchant/index.ts';
import type { UploadedFiles } from '../content/files.ts';
import type { MessageService } from '../message/index.ts';

/** What the module needs of the mall's catalogue: goods of its types, their SKUs and locks. */
export type Catalog = Pick<
  CatalogService,
  'create' | 'edit' | 'putSku' | 'lockSkus' | 'setSkuStocks' | 'cardsByIds'
>;

/** The ports app.ts hands the module. */
export interface ActivityDeps {
  users: UserDirectory;
  files: UploadedFiles;
  words: TextScreen;
  merchants: MerchantService;
  catalog: Catalog;
  reservers: CheckoutReservers;
  lifecycle: OrderLifecycle;
  refundPolicies: MallServices['flow']['refundPolicies'];
  /** The message box's notices (activity reminders). */
  notices: Pick<MessageService, 'notify'>;
  /**
   * An order whose every ticket was checked in is used (paid -> received), as a verified code is;
   * one whose event ended unused is closed the same way by the system.
   */
  orders: Pick<MallServices['orders'], 'markUsed' | 'closeAfterEvent'>;
}
