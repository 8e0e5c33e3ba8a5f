/** A withdrawal as a payout provider sees it. */
export interface Payout {
  id: number;
  /** What reaches the account (the amount less the withdrawal fee), fen. */
  amount: number;
  type: 'wechat' | 'alipay' | 'bank';
  /** name, account / bank, branch, card_no (masked: the provider keeps its own copy of full numbers). */
  account: Record<string, string>;
}

/**
 * Pays a withdrawal to an account outside the app. `pay` runs inside the approval's transaction:
 * it answers the reference of the transfer, or throws (nothing is approved). A real payout API
 * (WeChat Pay transfers, Alipay fund transfer, a bank's API) implements this: it starts the transfer
 * with the withdrawal id as its idempotency key and answers the gateway's reference; a transfer the
 * gateway later reports as failed is marked failed through the operators' call (the amount returns
 * to the shop). See docs/decisions/192-shop-withdrawals.md.
 */
export interface PayoutProvider {
  readonly name: string;
  pay(p: Payout, reference: string | undefined): Promise<{ reference: string }>;
}

/** The working provider: an operator pays by hand and records the transfer's reference. */
export class ManualPayout implements PayoutProvider {
  readonly name = 'manual';

  pay(_p: Payout, reference: string | undefined): Promise<{ reference: string }> {
    if (!reference) return Promise.reject(new ReferenceRequired());
    return Promise.resolve({ reference });
  }
}

export class ReferenceRequired extends Error {
  constructor() {
    super('a manual payout needs the reference of the transfer');
  }
}
