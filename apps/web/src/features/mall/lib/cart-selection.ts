import { formatFen, toFen } from '../../../lib/money.ts';

/** What the cart's selection needs of a line. */
export interface SelectableLine {
  id: number;
  /** Unit price as the server sent it. */
  price: string;
  num: number;
  /** False when the line can no longer be bought (off sale, sold out, SKU gone). */
  buyable: boolean;
}

export interface SelectionSummary {
  /** Lines selected. */
  lines: number;
  /** Pieces selected (sum of quantities). */
  pieces: number;
  /** Display total of the selection; the order's real price comes from the server's preview. */
  total: string;
  allSelected: boolean;
}

const buyableIds = (lines: readonly SelectableLine[]) => lines.filter((l) => l.buyable).map((l) => l.id);

export function summarize(lines: readonly SelectableLine[], selected: ReadonlySet<number>): SelectionSummary {
  let count = 0;
  let pieces = 0;
  let fen = 0;
  for (const line of lines) {
    if (!line.buyable || !selected.has(line.id)) continue;
    count += 1;
    pieces += line.num;
    fen += toFen(line.price) * line.num;
  }
  const candidates = buyableIds(lines);
  return {
    lines: count,
    pieces,
    total: formatFen(fen),
    allSelected: candidates.length > 0 && count === candidates.length,
  };
}

/** Select every buyable line, or none when all already are. */
export function toggleAll(lines: readonly SelectableLine[], selected: ReadonlySet<number>): Set<number> {
  return summarize(lines, selected).allSelected ? new Set() : new Set(buyableIds(lines));
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** After a refresh: forget lines that are gone or can no longer be bought. */
export function pruneSelection(lines: readonly SelectableLine[], selected: ReadonlySet<number>): Set<number> {
  const keep = new Set(buyableIds(lines));
  return new Set([...selected].filter((id) => keep.has(id)));
}
