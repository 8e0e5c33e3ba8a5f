import { createHash } from 'node:crypto';
import { clientOf, type DbOrTx } from '../../platform/db.ts';

/**
 * Read queries of the community run as named prepared statements straight on the pg client: each
 * distinct SQL text is planned once per connection (the name is a hash of the text), which is
 * what keeps the feeds near the ceiling. Given the database they run on the pool; given a
 * transaction, on its connection. Writes go through drizzle.
 */
export class Reader {
  private readonly names = new Map<string, string>();

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      name = `cm_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      this.names.set(text, name);
    }
    return name;
  }

  /** `prepared` false: planned for these values each time (queries whose best plan depends on them). */
  async rows<T>(tx: DbOrTx, text: string, values: unknown[], prepared = true): Promise<T[]> {
    const r = await clientOf(tx).query(
      prepared ? { name: this.nameOf(text), text, values } : { text, values },
    );
    return r.rows as T[];
  }

  async one<T>(tx: DbOrTx, text: string, values: unknown[]): Promise<T | undefined> {
    return (await this.rows<T>(tx, text, values))[0];
  }
}

/** The microseconds-since-epoch sort key of a timestamp column, exact as a JS number. */
export const usKey = (col: string) => `(extract(epoch from ${col}) * 1000000)::bigint`;
/** A timestamp from such a key ($n a float8 parameter). */
export const fromUs = (param: string) =>
  `(timestamptz 'epoch' + ${param}::float8 * interval '1 microsecond')`;
