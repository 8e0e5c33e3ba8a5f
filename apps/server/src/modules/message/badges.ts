import type { MessageStatistics } from '@dance/contracts/message';
import type { Bus } from '../../platform/bus.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub } from '../../platform/realtime.ts';
import { ownerKey, type Owner } from './box.repo.ts';
import type { BoxCounters } from './counters.ts';

const TOPIC = 'message.badge';

/** The realtime channel of a box: `user:<id>`, or `shop:<id>` (joined by its staff's sockets). */
export const channelOf = (o: Owner) => ownerKey(o);

/** How long hints gather before their users' counts are read together. */
const BATCH_MS = 20;

/**
 * Live badge counts. A change to a box's counters publishes a hint in its transaction; every
 * process then drops the box from its kept counters (`BoxCounters`), reads the statistics of its
 * own sockets' users in that box's channel and sends them `badge`. The counts are per user (a
 * clerk's own box plus the shops'), so they are read where the socket is rather than carried in
 * the hint. The hints of a few milliseconds are served together:
 * one read of all their users' counters.
 */
export class Badges {
  private statistics: ((userIds: number[]) => Promise<Map<number, MessageStatistics>>) | null = null;
  private readonly waiting = new Set<number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: Bus,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger,
    private readonly counters: BoxCounters,
  ) {
    bus.subscribe(TOPIC, (d) => {
      const h = d as { c?: unknown; o?: unknown; n?: unknown } | null;
      if (!Array.isArray(h?.c)) return;
      const channels = h.c.filter((c): c is string => typeof c === 'string');
      this.counters.arrived(channels, h.o, h.n);
      this.gather(channels);
    });
  }

  /** Where the counts come from (the box service, built after this). */
  use(statistics: (userIds: number[]) => Promise<Map<number, MessageStatistics>>): void {
    this.statistics = statistics;
  }

  /** Tells the boxes' connected users that their counts changed, when the transaction commits. */
  async hintIn(tx: DbOrTx, owners: Owner[]): Promise<void> {
    if (!owners.length) return;
    await this.bus.publishIn(tx, TOPIC, this.hint(owners));
  }

  /**
   * The hint as the NOTIFY payload it travels as, for SQL that sends it itself, with its number:
   * one the SQL did not send is `abandon`ed.
   */
  notice(owners: Owner[]): { channel: string; payload: string; n: number } {
    const hint = this.hint(owners);
    return { ...this.bus.notice(TOPIC, hint), n: hint.n };
  }

  /** A hint of `notice` that was not sent after all. */
  abandon(n: number): void {
    this.counters.abandoned(n);
  }

  /**
   * A hint names the boxes by their channels (`user:<id>`, `shop:<id>`, the counters' keys too),
   * and this process and the hint's number, so the process knows when its own has come back.
   */
  private hint(owners: Owner[]) {
    const c = [...new Set(owners.map(channelOf))];
    return { c, o: this.counters.origin, n: this.counters.building(c) };
  }

  private gather(channels: string[]): void {
    if (!this.statistics) return;
    for (const c of channels)
      for (const s of this.hub.socketsIn(c)) if (s.userId !== null) this.waiting.add(s.userId);
    if (this.waiting.size && !this.timer) this.timer = setTimeout(() => void this.deliver(), BATCH_MS);
  }

  private async deliver(): Promise<void> {
    this.timer = null;
    const users = [...this.waiting];
    this.waiting.clear();
    try {
      const counts = await this.statistics!(users);
      for (const [userId, statistics] of counts)
        for (const s of this.hub.socketsIn(`user:${userId}`)) s.send({ type: 'badge', statistics });
    } catch (err) {
      this.log.warn({ err }, 'badge');
    }
  }
}
