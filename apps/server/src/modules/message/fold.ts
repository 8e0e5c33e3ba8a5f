import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { FOLD_BATCH, type BoxRepo } from './box.repo.ts';

/** How often each process folds the notices' additions into the boxes' rows. */
const EVERY_MS = 1000;

/**
 * Folds what notices added to the boxes (`message_box_delta`) into their rows, every second in
 * every process (decision 258), so a box's additions stay few: a read of the box sums them. The
 * folds of several processes take different additions (SKIP LOCKED). A fold that meets the lock of
 * a box being read gives up at once; what it took waits for the next.
 */
export class BoxFolder {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly box: BoxRepo,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Folds batches until one comes short of a batch; answers how many additions it folded. */
  async run(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let total = 0;
    try {
      for (;;) {
        const n = await this.db.transaction((tx) => this.box.foldSome(tx));
        total += n;
        if (n < FOLD_BATCH) break;
      }
    } catch (err) {
      // 55P03: it waited past its lock timeout for a box being read; the next turn folds the rest.
      const e = err as { code?: string; cause?: { code?: string } };
      if ((e.cause ?? e).code !== '55P03') this.log.warn({ err }, 'box fold');
    } finally {
      this.running = false;
    }
    return total;
  }
}
