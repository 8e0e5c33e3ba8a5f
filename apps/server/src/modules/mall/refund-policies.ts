/** A line of an order a buyer asks to have refunded. */
export interface RefundLine {
  itemId: number;
  goodsId: number;
  skuId: number;
  type: string;
  num: number;
}

/**
 * Whether a buyer may still ask for these lines of their order to be refunded (a ticket past its
 * refundable-until time, or already used at the door, may not). It only reads; the shop's own
 * refunds never ask it.
 */
export type RefundPolicy = (order: { id: number; userId: number }, lines: RefundLine[]) => Promise<boolean>;

/** The buyers' refund policies per goods type (`flow.refundPolicies.register('activity', fn)`). */
export class RefundPolicies {
  private readonly byType = new Map<string, RefundPolicy>();

  register(type: string, p: RefundPolicy): void {
    this.byType.set(type, p);
  }

  /** True unless the policy of a type among the lines says no; nothing is read without policies. */
  async allows(order: { id: number; userId: number }, lines: RefundLine[]): Promise<boolean> {
    for (const type of [...new Set(lines.map((l) => l.type))].sort()) {
      const p = this.byType.get(type);
      if (
        p &&
        !(await p(
          order,
          lines.filter((l) => l.type === type),
        ))
      )
        return false;
    }
    return true;
  }
}
