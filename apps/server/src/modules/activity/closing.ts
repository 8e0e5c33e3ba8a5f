import type { Db } from '../../platform/db.ts';
import type { ActivitiesRepo } from './activities.repo.ts';
import type { TicketsRepo } from './tickets.repo.ts';
import type { ActivityDeps } from './ports.ts';

/** Closes the tickets of ended events (every ten minutes, run once per tick). */
export const CLOSE_JOB = 'activity.close';
const BATCH = 50;

/**
 * After an event ends, its tickets' orders that are still paid (tickets bought and never checked
 * in) turn to received, as a used order does, so they complete and settle with the shop instead
 * of staying paid for ever. An order holding tickets of a later event of the shop waits for that
 * one. Each activity is closed once (`tickets_closed_at`); a run that stops half-way is taken up
 * again by the next, and an order already moved is left as it is (the transition is conditional).
 */
export class ClosingService {
  constructor(
    private readonly db: Db,
    private readonly repos: { activities: ActivitiesRepo; tickets: TicketsRepo },
    private readonly deps: Pick<ActivityDeps, 'orders'>,
  ) {}

  async run(now = new Date()): Promise<{ activities: number; orders: number }> {
    let activities = 0;
    let orders = 0;
    for (;;) {
      const ended = await this.repos.activities.endedUnclosed(this.db, now, BATCH);
      for (const a of ended) {
        for (const orderId of await this.repos.tickets.ordersEndedBy(this.db, a.id, now)) {
          if (await this.deps.orders.closeAfterEvent(orderId)) orders++;
        }
        await this.repos.activities.markTicketsClosed(this.db, a.id);
        activities++;
      }
      if (ended.length < BATCH) return { activities, orders };
    }
  }
}
