import type { Fulfiller, OrderLifecycle } from '../mall/lifecycle.ts';
import type { RefundPolicies } from '../mall/refund-policies.ts';
import type { Tx } from '../../platform/db.ts';
import type { UserDirectory, Wallet } from '../account/index.ts';

export type { Fulfiller };

/** The goods the recharge makes in the mall's catalogue (a narrow view of its `create`). */
export interface RechargeGoods {
  type: 'integral';
  mchId: number;
  name: string;
  cover: string;
  delivery: 'verify';
  shippingFee: number;
  specs: { name: string; values: string[] }[];
  skus: { values: string[]; price: number; stock: number }[];
}

/**
 * What recharge and the purchase rebate need of the mall, handed over once the mall is built
 * (the mall itself is built after this module: it deducts points through the ledger).
 */
export interface PointsMall {
  catalog: {
    create(v: RechargeGoods, tx: Tx): Promise<{ goods: { id: number }; skus: { id: number }[] }>;
  };
  lifecycle: Pick<OrderLifecycle, 'register'>;
  /** paid -> completed inside the payment's transaction, once; only an order of `type` lines only. */
  orders: { completeOnPayment(tx: Tx, orderId: number, type: string): Promise<boolean> };
  refundPolicies: Pick<RefundPolicies, 'register'>;
}

export interface PointsDeps {
  wallet: Wallet;
  users: Pick<UserDirectory, 'requireOperator'>;
}
