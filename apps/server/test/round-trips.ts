import pg from 'pg';

/**
 * The statements every connection of this process sends while `fn` runs (pool queries, BEGIN,
 * COMMIT): the database round trips a call costs; and its stages: a statement sent while none is
 * in flight starts a new one, so statements sent in parallel cost one stage of latency. `queries`
 * are the statements' first 90 characters (for messages), `texts` the whole of them.
 */
export async function roundTrips<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; queries: string[]; texts: string[]; stages: number }> {
  const texts: string[] = [];
  let inFlight = 0;
  let stages = 0;
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; heldBegin?: boolean } | undefined;
    // A transaction's BEGIN sent with its first statement (platform/db.ts) is listed as before.
    if (typeof q === 'object' && q?.heldBegin) texts.push('begin');
    texts.push((typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').trim());
    if (inFlight++ === 0) stages++;
    const done = () => void inFlight--;
    const last = args.length - 1;
    const cb = args[last];
    if (typeof cb === 'function')
      args[last] = (...r: unknown[]) => {
        done();
        return (cb as (...a: unknown[]) => unknown)(...r);
      };
    // A query object (the statement a held BEGIN travels with) answers through its callback.
    const sub = typeof q === 'object' ? (q as { callback?: unknown }) : undefined;
    if (typeof cb !== 'function' && typeof sub?.callback === 'function') {
      const inner = sub.callback as (...r: unknown[]) => unknown;
      sub.callback = (...r: unknown[]) => {
        done();
        return inner(...r);
      };
    }
    const out = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (typeof cb !== 'function' && out && typeof (out as Promise<unknown>).then === 'function')
      (out as Promise<unknown>).then(done, done);
    return out;
  };
  pg.Client.prototype.query = counting as typeof original;
  try {
    const result = await fn();
    return { result, queries: texts.map((t) => t.slice(0, 90)), texts, stages };
  } finally {
    pg.Client.prototype.query = original;
  }
}
