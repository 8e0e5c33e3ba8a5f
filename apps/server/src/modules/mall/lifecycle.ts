import type { Tx } from '../../platform/db.ts';

/** The order an event is about, as the transition's own conditional update returned it. */
export interface LifecycleOrder {
  id: number;
  orderNo: string;
  userId: number;
  mchId: number;
  payAmount: number;
  /** What of it went back so far (the settlement on completion credits the rest, less the fee). */
  refundAmount: number;
}

/** One line of the order (of the fulfiller's goods type only), with the money of the event. */
export interface LifecycleLine {
  itemId: number;
  goodsId: number;
  skuId: number;
  type: string;
  num: number;
  /** What the line paid (`paid`), or what of it went back (`refunded`); 0 for the other kinds. */
  amount: number;
}

/**
 * What happened to an order, published inside the transaction of the transition itself:
 * `paid`; `shipped` (express); `verified` (used in person: the clerk checked the code, which also
 * counts as received); `received` (the buyer or the timer confirmed an express order);
 * `completed` (its after-sale window closed); `cancelled` (unpaid, nothing was paid);
 * `refunded` (whole: the order is refunded in full; else the lines refunded by an after-sale),
 * with the amount that went back.
 */
export type LifecycleEvent =
  | { kind: 'paid' | 'shipped' | 'verified' | 'received' | 'completed' | 'cancelled' }
  | { kind: 'refunded'; whole: boolean; amount: number };

export type LifecycleKind = LifecycleEvent['kind'];

/**
 * What one goods type does when its orders move: an activity issues tickets, a course records the
 * registration, music grants the licence. It runs inside the transition's transaction with the
 * lines of its type only; throwing rolls the whole transition back (the order stays as it was and
 * no money moves). It must be idempotent per (order, kind), as transitions happen once. On `paid`,
 * the SKUs and goods of the order's lines are locked already (the flow moved their sales first).
 */
export type Fulfiller = (
  tx: Tx,
  event: LifecycleEvent & { order: LifecycleOrder; lines: LifecycleLine[] },
) => Promise<void>;

/**
 * The seam between the mall's order flow and whatever an order grants. Fulfillers register per
 * goods type (`'*'`: every order, whatever its lines, such as a merchant settlement on completion);
 * the flow publishes each transition here.
 */
export class OrderLifecycle {
  private readonly byType = new Map<string, Fulfiller[]>();

  /** Registers a fulfiller for one goods type, or `'*'` for every order. */
  register(type: string, f: Fulfiller): void {
    this.byType.set(type, [...(this.byType.get(type) ?? []), f]);
  }

  /**
   * Publishes an event: each type's fulfillers get that type's lines, in registration order, then
   * the `'*'` fulfillers get all of them. Those come last because they may write rows that many
   * orders share (a shop's settlement account; notices lock no box, decision 258): locked as late
   * as possible, they are held for the rest of the transaction only, not through the tickets or
   * licences it issues.
   * `part` runs only the types' fulfillers or only the `'*'` ones, for a transition with a write
   * of its own between them (a balance payment's debit).
   */
  async publish(
    tx: Tx,
    event: LifecycleEvent,
    order: LifecycleOrder,
    lines: () => Promise<LifecycleLine[]>,
    part: 'all' | 'types' | 'shared' = 'all',
  ): Promise<void> {
    if (!this.byType.size) return;
    const all = await lines();
    if (part !== 'shared') {
      const types = [...new Set(all.map((l) => l.type))].sort();
      for (const type of types) {
        const mine = all.filter((l) => l.type === type);
        for (const f of this.byType.get(type) ?? []) await f(tx, { ...event, order, lines: mine });
      }
    }
    if (part === 'types') return;
    for (const f of this.byType.get('*') ?? []) await f(tx, { ...event, order, lines: all });
  }
}
