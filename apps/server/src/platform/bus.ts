import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './db.ts';

export type BusHandler = (data: unknown) => void;

/**
 * Messages between server processes sharing one PostgreSQL: NOTIFY on one channel, LISTEN on a
 * dedicated connection. Used for what one process must tell the others at once (a revoked login,
 * later chat and live-room messages). Delivery is at most once and only to processes listening.
 */
export interface Bus {
  publish(topic: string, data: unknown): Promise<void>;
  /**
   * Publishes as part of a transaction: delivered when it commits (never if it rolls back), and
   * after everything committed before it. Several messages of one transaction keep their order.
   */
  publishIn(tx: DbOrTx, topic: string, data: unknown): Promise<void>;
  /**
   * The call that publishes a message, to embed in a statement of a transaction (a repository's
   * write that publishes only when it wrote something, or several in the select list of its last
   * statement, evaluated left to right and so queued in their order): delivered as `publishIn` is.
   */
  publishing(topic: string, data: unknown): SQL;
  /**
   * A message as the NOTIFY channel and payload it travels as, for SQL that sends it itself (a
   * statement that chooses which of its messages to send): delivered as `publishIn` is.
   */
  notice(topic: string, data: unknown): { channel: string; payload: string };
  subscribe(topic: string, handler: BusHandler): void;
  close(): Promise<void>;
}

const CHANNEL = 'app_bus';

export class PgBus implements Bus {
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private listener: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      let parsed: { t: string; d: unknown };
      try {
        parsed = JSON.parse(msg.payload);
      } catch {
        return;
      }
      for (const h of this.handlers.get(parsed.t) ?? []) {
        try {
          h(parsed.d);
        } catch (err) {
          this.onError(err);
        }
      }
    });
    client.on('error', (err) => {
      this.onError(err);
      // Reconnect: a lost listener would silently stop revocations reaching this process.
      if (!this.closed) setTimeout(() => void this.start().catch(this.onError), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  async publish(topic: string, data: unknown): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ t: topic, d: data })]);
  }

  async publishIn(tx: DbOrTx, topic: string, data: unknown): Promise<void> {
    await tx.execute(sql`select ${this.publishing(topic, data)}`);
  }

  publishing(topic: string, data: unknown): SQL {
    return sql`pg_notify(${CHANNEL}, ${JSON.stringify({ t: topic, d: data })})`;
  }

  notice(topic: string, data: unknown): { channel: string; payload: string } {
    return { channel: CHANNEL, payload: JSON.stringify({ t: topic, d: data }) };
  }

  subscribe(topic: string, handler: BusHandler): void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
  }
}
