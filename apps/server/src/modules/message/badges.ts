import type { MessageStatistics } from '@dance/contracts/message';
import type { Bus } from '../../platform/bus.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { RealtimeHub } from '../../platform/realtime.ts';
import { ownerKey, type Owner } from './box.repo.ts';

const TOPIC = 'message.badge';

/** The realtime channel of a box: `user:<id>`, or `shop:<id>` (joined by its staff's sockets). */
export const channelOf = (o: Owner) => ownerKey(o);

/**
 * Live badge counts. A change to a box's counters publishes a hint in its transaction; every
 * process then reads the statistics of its own sockets' users in that box's channel (one indexed
 * read each) and sends them `badge`. The counts are per user (a clerk's own box plus the shops'),
 * so they are read where the socket is rather than carried in the hint.
 */
export class Badges {
  private statistics: ((userId: number) => Promise<MessageStatistics>) | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe(TOPIC, (d) => void this.deliver((d as { c?: unknown })?.c));
  }

  /** Where the counts come from (the box service, built after this). */
  use(statistics: (userId: number) => Promise<MessageStatistics>): void {
    this.statistics = statistics;
  }

  /** Tells the boxes' connected users that their counts changed, when the transaction commits. */
  async hintIn(tx: DbOrTx, owners: Owner[]): Promise<void> {
    if (!owners.length) return;
    await this.bus.publishIn(tx, TOPIC, this.hint(owners));
  }

  /** The hint as a call to embed in a statement that publishes it only when it changed a box. */
  hinting(owners: Owner[]): SQL {
    return this.bus.publishing(TOPIC, this.hint(owners));
  }

  private hint(owners: Owner[]) {
    return { c: [...new Set(owners.map(channelOf))] };
  }

  private async deliver(channels: unknown): Promise<void> {
    if (!Array.isArray(channels) || !this.statistics) return;
    const users = new Set<number>();
    for (const c of channels)
      if (typeof c === 'string')
        for (const s of this.hub.socketsIn(c)) if (s.userId !== null) users.add(s.userId);
    for (const userId of users) {
      try {
        const statistics = await this.statistics(userId);
        for (const s of this.hub.socketsIn(`user:${userId}`)) s.send({ type: 'badge', statistics });
      } catch (err) {
        this.log.warn({ err }, 'badge');
      }
    }
  }
}
