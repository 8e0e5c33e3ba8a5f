import PgBoss from 'pg-boss';

export type JobHandler<T> = (data: T) => Promise<void>;

interface Definition {
  handler: JobHandler<never>;
  concurrency: number;
}

/**
 * Background jobs in PostgreSQL (pg-boss): unpaid-order expiry, transcodes, settlements, rank
 * recompute. Modules `define` handlers and `schedule` recurring ones while the app is built;
 * `start` creates the queues and, when this process runs workers (JOBS=on), starts them.
 * A process with JOBS=off still enqueues; another process works the queues.
 * Handlers must be idempotent: a job may run again after a crash.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly defs = new Map<string, Definition>();
  private readonly schedules: { name: string; cron: string }[] = [];
  private started = false;

  constructor(
    url: string,
    private readonly workers: boolean,
    onError: (err: unknown) => void,
  ) {
    // Maintenance and cron ticks run where the workers run.
    this.boss = new PgBoss({
      connectionString: url,
      max: workers ? 4 : 2,
      schema: 'pgboss',
      supervise: workers,
      schedule: workers,
      migrate: workers,
    });
    this.boss.on('error', onError);
  }

  define<T extends object>(name: string, handler: JobHandler<T>, opts: { concurrency?: number } = {}): void {
    this.defs.set(name, { handler: handler as JobHandler<never>, concurrency: opts.concurrency ?? 1 });
  }

  /** A recurring job (cron in UTC), run once per tick across all processes. */
  schedule(name: string, cron: string): void {
    this.schedules.push({ name, cron });
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [name, def] of this.defs) {
      await this.boss.createQueue(name);
      if (!this.workers) continue;
      for (let i = 0; i < def.concurrency; i++) {
        await this.boss.work<object>(name, { pollingIntervalSeconds: 1, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await def.handler(job.data as never);
        });
      }
    }
    for (const s of this.schedules) await this.boss.schedule(s.name, s.cron, {});
  }

  /** Enqueues a job; `startAfterSeconds` delays it, `singletonKey` keeps one pending per key. */
  async send(
    name: string,
    data: object,
    opts: { startAfterSeconds?: number; singletonKey?: string } = {},
  ): Promise<void> {
    if (!this.defs.has(name)) throw new Error(`no job named ${name}`);
    await this.boss.send(name, data, {
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      retryLimit: 5,
      retryBackoff: true,
    });
  }

  async stop(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: 5000, wait: true });
  }
}

/** Creates pg-boss's own tables once (the test template database, or a fresh install). */
export async function installJobSchema(url: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: url,
    max: 1,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}
