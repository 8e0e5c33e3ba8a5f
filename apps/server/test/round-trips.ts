import pg from 'pg';

/**
 * The statements every connection of this process sends while `fn` runs (pool queries, BEGIN,
 * COMMIT): the database round trips a call costs; and its stages: a statement sent while none is
 * in flight starts a new one, so statements sent in parallel cost one stage of latency. `queries`
 * are the statements' first 90 characters (for messages), `texts` the whole of them; `trips` the
 * messages that carried them (statements held back travel with the next one); `backends` the
 * database backend (connection) each statement went to.
 */
export async function roundTrips<T>(fn: () => Promise<T>): Promise<{
  result: T;
  queries: string[];
  texts: string[];
  stages: number;
  trips: number;
  backends: number[];
}> {
  const texts: string[] = [];
  let inFlight = 0;
  let stages = 0;
  let trips = 0;
  const backends: number[] = [];
  const original = pg.Client.prototype.query;
  const counting = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string; heldBegin?: boolean; heldTexts?: string[] } | undefined;
    // A transaction's BEGIN and the statements held back (`later`), sent with a statement
    // (platform/db.ts), are listed before it, each as a statement; `trips` counts the messages.
    trips++;
    const before = texts.length;
    if (typeof q === 'object' && q?.heldBegin) texts.push('begin');
    if (typeof q === 'object') for (const h of q?.heldTexts ?? []) texts.push(h.replace(/\s+/g, ' ').trim());
    texts.push((typeof q === 'string' ? q : (q?.text ?? '')).replace(/\s+/g, ' ').trim());
    const pid = (this as unknown as { processID: number }).processID;
    for (let i = before; i < texts.length; i++) backends.push(pid);
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
    return { result, queries: texts.map((t) => t.slice(0, 90)), texts, stages, trips, backends };
  } finally {
    pg.Client.prototype.query = original;
  }
}
