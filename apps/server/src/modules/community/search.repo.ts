import type { DbOrTx } from '../../platform/db.ts';
import { Reader } from './sql.ts';
import { JOIN_GROUP, NOT_BLOCKED, POST_COLS, card, lim, type CardRow } from './rows.ts';

/** SQL of the post search (PostService.search): the index, the windows, the texts, the statistics. */
export class PostSearchRepo {
  readonly read = new Reader();

  /**
   * A search: every token in the post's index (GIN), newest first, blocked authors left out.
   * Planned for each query's own tokens (a rare word takes the GIN index, a common one the id
   * order), so it is not a named statement.
   */
  search(
    tx: DbOrTx,
    viewer: number,
    tokens: string[],
    before: number | null,
    limit: number,
  ): Promise<CardRow[]> {
    const values: unknown[] = [viewer, tokens];
    let cond = '';
    if (before) {
      values.push(before);
      cond = 'and p.id < $3';
    }
    // A rare word takes the GIN index, in a materialized CTE: left to itself the planner walks the
    // id order hoping for 21 matches soon, and reads all 500k posts for a word no post holds. A
    // common word takes searchWindow instead (see docs/decisions/091).
    return this.read.rows<CardRow>(
      tx,
      `with m as materialized (select p.id from post p where p.search_tokens @> $2::text[] and p.is_public)
       select ${card(viewer > 0)} from (
         select ${POST_COLS} from post p
          where p.id in (select m.id from m) ${viewer ? `and ${NOT_BLOCKED}` : ''} ${cond}
          order by p.id desc limit ${lim(limit)}) p
       ${JOIN_GROUP} where $1 = $1 order by p.id desc`,
      values,
      false,
    );
  }

  /** The readable text of posts (title, body HTML, topic names), to confirm a searched phrase. */
  async searchTexts(tx: DbOrTx, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.read.rows<{ id: number; title: string; content: string; topic_names: string[] }>(
      tx,
      'select id, title, content, topic_names from post where id = any($1::bigint[])',
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), [r.title, r.content, ...r.topic_names].join('\n')]));
  }

  /**
   * A common word: the newest `window` public posts (before the cursor) are read in id order and
   * tested, and the newest matches of those are the page. The planner cannot estimate a word's
   * share, so left to itself it scans and sorts every match; a window bounds the work whatever it
   * guesses. The caller sizes the window from the word's share and continues after it
   * (`windowEnd`) when it holds less than a page.
   */
  searchWindow(
    tx: DbOrTx,
    viewer: number,
    tokens: string[],
    before: number | null,
    limit: number,
    window: number,
  ): Promise<CardRow[]> {
    const values: unknown[] = [viewer, tokens];
    let cond = '';
    if (before) {
      values.push(before);
      cond = 'and p.id < $3';
    }
    return this.read.rows<CardRow>(
      tx,
      `select ${card(viewer > 0)} from (
         select ${POST_COLS} from (
           select ${POST_COLS}, p.search_tokens from post p where p.is_public ${cond} order by p.id desc limit ${Math.trunc(window)}) p
          where p.search_tokens @> $2::text[] ${viewer ? `and ${NOT_BLOCKED}` : ''}
          order by p.id desc limit ${lim(limit)}) p
       ${JOIN_GROUP} where $1 = $1 order by p.id desc`,
      values,
    );
  }

  /** The last id of a search window, or null when the window reached the first post. */
  async windowEnd(tx: DbOrTx, before: number | null, window: number): Promise<number | null> {
    const r = await this.read.one<{ last: string | null; n: number }>(
      tx,
      `select min(id) as last, count(*)::int as n from (
         select p.id from post p where p.is_public ${before ? 'and p.id < $1' : 'and $1::bigint is null'}
          order by p.id desc limit ${Math.trunc(window)}) w`,
      [before],
    );
    return r && r.n >= window && r.last ? Number(r.last) : null;
  }

  /** How often the most common search tokens occur in posts (ANALYZE's statistics). */
  async tokenFrequencies(tx: DbOrTx): Promise<Map<string, number>> {
    const r = await this.read.one<{ elems: string | null; freqs: number[] | null }>(
      tx,
      `select most_common_elems::text as elems, most_common_elem_freqs as freqs
         from pg_stats where schemaname = current_schema() and tablename = 'post' and attname = 'search_tokens'`,
      [],
    );
    const out = new Map<string, number>();
    if (!r?.elems || !r.freqs) return out;
    const elems = r.elems
      .replace(/^\{|\}$/g, '')
      .split(',')
      .map((e) => e.replace(/^"|"$/g, ''));
    elems.forEach((e, i) => out.set(e, Number(r.freqs![i] ?? 0)));
    return out;
  }
}
