import type pg from 'pg';

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/**
 * Rows a plan read from `table` (its heap or its indexes), filtered ones included; `heap` counts
 * only the scans that read the table's rows (not index-only scans). `bitmaps` counts too the
 * entries each bitmap index scan found (such a scan names its index, not its table), which its
 * heap scan may then read only a few of.
 */
export function rowsRead(n: PlanNode, table: string, heap = false, bitmaps = false): number {
  const counted =
    (n['Relation Name'] === table && !(heap && n['Node Type'] === 'Index Only Scan')) ||
    (bitmaps && n['Node Type'] === 'Bitmap Index Scan');
  const own = counted
    ? ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1)
    : 0;
  return own + (n.Plans ?? []).reduce((s, p) => s + rowsRead(p, table, heap, bitmaps), 0);
}

/**
 * Records the statements sent through `pool.query` while `run` runs, then answers how many rows
 * of `table` each of them reads (EXPLAIN ANALYZE of the same text and values). Only reads are
 * explained, unless `statements` names others: EXPLAIN ANALYZE runs a write again.
 */
export async function rowsReadBy<T>(
  pool: pg.Pool,
  table: string,
  run: () => Promise<T>,
  heap = false,
  opts: { statements?: RegExp; bitmaps?: boolean } = {},
): Promise<{ result: T; reads: number[] }> {
  const sent: { text: string; values?: unknown[] }[] = [];
  const query = pool.query.bind(pool);
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'string') sent.push({ text: config, values: rest[0] as unknown[] });
    else {
      const c = config as { text: string; values?: unknown[] };
      sent.push({ text: c.text, values: c.values ?? (rest[0] as unknown[] | undefined) });
    }
    return (query as (...a: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  let result: T;
  try {
    result = await run();
  } finally {
    pool.query = query;
  }
  const reads: number[] = [];
  for (const s of sent.filter((x) => (opts.statements ?? /^\s*(select|with)\b/i).test(x.text))) {
    const r = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${s.text}`,
      s.values,
    );
    reads.push(rowsRead(r.rows[0]!['QUERY PLAN'][0].Plan, table, heap, opts.bitmaps));
  }
  return { result, reads };
}
