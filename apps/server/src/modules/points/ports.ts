import type { CatalogService, MallServices, OrderLifecycle } from '../mall/index.ts';
import type { UserDirectory, Wallet } from '../account/index.ts';

/** What recharge and the purchase rebate need of the mall, handed over once the mall is built. */
export interface PointsMall {
  catalog: Pick<CatalogService, 'create'>;
  lifecycle: OrderLifecycle;
  refundPolicies: MallServices['flow']['refundPolicies'];
}

export interface PointsDeps {
  wallet: Wallet;
  users: Pick<UserDirectory, 'requireOperator'>;
}
