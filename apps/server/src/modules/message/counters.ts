import { randomBytes } from 'node:crypto';
import { cacheCounters } from '../../platform/ttl-cache.ts';
import type { ChannelWatcher } from '../../platform/realtime.ts';
import type { BoxRow } from './box.repo.ts';

/** How long a box's counters are kept without news of it: what a lost bus message costs at most. */
export const KEEP_MS = 10_000;
/** How long a hint built here waits to come back on the bus before its boxes are kept again. */
const PENDING_MS = 5_000;
/** Boxes kept (and changes remembered) per process before it starts over. */
const MAX_BOXES = 50_000;

const keyOf = (r: BoxRow) => `${r.owner_kind}:${r.owner_id}`;
/** The channels that are boxes (`user:<id>`, `shop:<id>`); the hub's others (a live room) are not. */
const boxesOf = (channels: string[]) =>
  channels.filter((c) => c.startsWith('user:') || c.startsWith('shop:'));

/**
 * What a process read lately of the message boxes, kept until a hint or an event names the box
 * (decision 250): the counters of each box (the badges), and the first page of a box (`view`).
 * Every write of `message_box` publishes a badge hint in its transaction (`Badges`), and every
 * change of a conversation an event to its sides' channels (the realtime hub, which tells this
 * watcher of each one); the bus brings them to every process when the transaction commits, and
 * each drops the boxes it names here.
 *
 * Two races are closed:
 * - A read that began before a change and ends after its hint is not kept: each box remembers
 *   the number of the last change heard of, and a read keeps only boxes that did not change since
 *   it began.
 * - A process answers its own writer at once (mark read, then read the badges), before its hint has
 *   come back: a box named in a hint built here is read afresh, and not kept, until the hint comes
 *   back (or `PENDING_MS` passes, for a statement that wrote nothing or a transaction rolled back).
 *
 * Other processes learn of a change when its hint arrives, a few milliseconds after the commit;
 * the badge pushed on `/ws` by the same hint corrects what a read answered meanwhile.
 */
export class BoxCounters implements ChannelWatcher {
  /** This process's name in its hints: a hint built here comes back with it. */
  readonly origin = randomBytes(6).toString('base64url');
  private seq = 0;
  /** The number of the last change heard of, in this process. */
  private epoch = 0;
  /** Reads begun before this number are not kept (the memory of changes was cleared). */
  private floor = 0;
  private readonly kept = new Map<string, { rows: BoxRow[]; until: number }>();
  private readonly views = new Map<
    string,
    { value: unknown; deps: string[]; began: number; until: number }
  >();
  private readonly changed = new Map<string, number>();
  /** Hints built here, not yet back: by number, in the order they were built. */
  private readonly inflight = new Map<number, { keys: string[]; until: number }>();
  private readonly pending = new Map<string, number>();

  constructor(private readonly keepMs = KEEP_MS) {}

  /**
   * A hint or event is built for a transaction here: its boxes are read afresh until it comes back.
   * An event to no box (a live room's) answers 0, and is not waited for.
   */
  building(channels: string[]): number {
    const keys = boxesOf(channels);
    if (!keys.length) return 0;
    const n = ++this.seq;
    this.inflight.set(n, { keys, until: Date.now() + PENDING_MS });
    for (const k of keys) this.pending.set(k, (this.pending.get(k) ?? 0) + 1);
    this.drop(keys);
    return n;
  }

  /** A hint or event built here will not be sent (its statement sent another): nothing to wait for. */
  abandoned(n: number): void {
    this.land(n);
  }

  /** A hint or event came on the bus: its boxes changed (a live room is none); one built here landed. */
  arrived(channels: string[], origin: unknown, n: unknown): void {
    if (origin === this.origin && typeof n === 'number') this.land(n);
    const keys = boxesOf(channels);
    if (keys.length) this.drop(keys);
  }

  /**
   * The counter rows of some boxes (`owner_kind:owner_id` keys): the kept ones, and the others by
   * `read` (one statement for all of them), kept when nothing changed them while it ran.
   */
  async rows(keys: string[], read: (missing: string[]) => Promise<BoxRow[]>): Promise<BoxRow[]> {
    const now = Date.now();
    if (this.inflight.size) this.expire(now);
    const out: BoxRow[] = [];
    const missing: string[] = [];
    for (const k of keys) {
      // A box of a hint on its way is never kept (see `building` and below).
      const e = this.kept.get(k);
      if (e && e.until > now) out.push(...e.rows);
      else missing.push(k);
    }
    if (!missing.length) {
      cacheCounters.hits++;
      return out;
    }
    cacheCounters.misses++;
    const began = this.epoch;
    const fresh = await read(missing);
    const byKey = new Map<string, BoxRow[]>();
    for (const r of fresh) {
      const k = keyOf(r);
      const list = byKey.get(k);
      if (list) list.push(r);
      else byKey.set(k, [r]);
    }
    const until = Date.now() + this.keepMs;
    for (const k of missing) {
      const rows = byKey.get(k) ?? [];
      out.push(...rows);
      if (!this.unchanged([k], began)) continue;
      if (this.kept.size >= MAX_BOXES) this.kept.clear();
      this.kept.set(k, { rows, until });
    }
    return out;
  }

  /**
   * Views of some boxes (the first page of a box) are kept under a key until an event or hint
   * names one of their boxes (`deps`): `peek`, else `mark` where the load begins, load, and `keep`.
   * Their other contents (names and pictures of the people in them, the posts of their notices) may
   * be up to `KEEP_MS` old. This answers the view kept under `key`, if none of its boxes changed
   * since it was loaded.
   */
  peek<V>(key: string): V | undefined {
    const now = Date.now();
    if (this.inflight.size) this.expire(now);
    const e = this.views.get(key);
    if (!e || e.until <= now || !this.unchanged(e.deps, e.began)) return undefined;
    cacheCounters.hits++;
    return e.value as V;
  }

  /** Where a load begins, for `keep` (a load that learns its boxes as it goes). */
  mark(): number {
    cacheCounters.misses++;
    return this.epoch;
  }

  /** Keeps a view loaded since `began`, unless one of its boxes changed meanwhile. */
  keep(key: string, deps: string[], began: number, value: unknown): void {
    if (!this.unchanged(deps, began)) return;
    if (this.views.size >= MAX_BOXES) this.views.clear();
    this.views.set(key, { value, deps, began, until: Date.now() + this.keepMs });
  }

  /** Whether none of the boxes changed since `began`, nor has a change on its way from here. */
  private unchanged(keys: string[], began: number): boolean {
    if (began < this.floor) return false;
    for (const k of keys) if (this.pending.has(k) || (this.changed.get(k) ?? 0) > began) return false;
    return true;
  }

  private drop(keys: string[]): void {
    this.epoch++;
    for (const k of keys) {
      this.kept.delete(k);
      this.changed.set(k, this.epoch);
    }
    if (this.changed.size > MAX_BOXES) {
      this.changed.clear();
      this.kept.clear();
      this.floor = ++this.epoch;
    }
  }

  private land(n: number): void {
    const f = this.inflight.get(n);
    if (!f) return;
    this.inflight.delete(n);
    for (const k of f.keys) {
      const left = (this.pending.get(k) ?? 1) - 1;
      if (left > 0) this.pending.set(k, left);
      else this.pending.delete(k);
    }
  }

  /** Hints that never came back: numbers are given in time order, so the oldest come first. */
  private expire(now: number): void {
    for (const [n, f] of this.inflight) {
      if (f.until > now) break;
      this.land(n);
    }
  }
}
