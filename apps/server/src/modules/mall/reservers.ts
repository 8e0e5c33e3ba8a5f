import type { Tx } from '../../platform/db.ts';

/** One line of a submit, of the reserver's goods type, with the extra input the buyer sent for it. */
export interface ReserveLine {
  goodsId: number;
  skuId: number;
  num: number;
  /** The buyer's saved attendees for this line (tickets); empty when none were sent. */
  attendeeIds: number[];
}

/** Where a reserved line ended up once submit wrote the orders. */
export interface PlacedLine {
  orderId: number;
  goodsId: number;
  skuId: number;
  num: number;
}

/**
 * What a goods type checks and holds at submit beyond stock (an activity's seats, per-buyer limits,
 * attendees). It runs inside submit's transaction after the SKUs were locked and priced and before
 * any order is written; throwing refuses the submit and nothing is written. It may answer a step
 * that runs in the same transaction once the orders exist (to record its holds against them).
 */
export type Reserver = (
  tx: Tx,
  r: { userId: number; lines: ReserveLine[] },
) => Promise<((placed: PlacedLine[]) => Promise<void>) | void>;

/** The reservers of checkout, per goods type (`checkout.reservers.register('activity', fn)`). */
export class CheckoutReservers {
  private readonly byType = new Map<string, Reserver>();

  register(type: string, r: Reserver): void {
    if (this.byType.has(type)) throw new Error(`a reserver for ${type} is already registered`);
    this.byType.set(type, r);
  }

  /**
   * Runs the reserver of each type among the lines (types in name order); answers the steps to run
   * once the orders are written. Nothing runs when no reserver is registered.
   */
  async reserve(
    tx: Tx,
    userId: number,
    lines: (ReserveLine & { type: string })[],
  ): Promise<((placed: (PlacedLine & { type: string })[]) => Promise<void>) | null> {
    if (!this.byType.size) return null;
    const after: { type: string; step: (placed: PlacedLine[]) => Promise<void> }[] = [];
    for (const type of [...new Set(lines.map((l) => l.type))].sort()) {
      const r = this.byType.get(type);
      if (!r) continue;
      const mine = lines.filter((l) => l.type === type).map(({ type: _t, ...l }) => l);
      const step = await r(tx, { userId, lines: mine });
      if (step) after.push({ type, step });
    }
    if (!after.length) return null;
    return async (placed) => {
      for (const a of after)
        await a.step(placed.filter((p) => p.type === a.type).map(({ type: _t, ...p }) => p));
    };
  }
}
