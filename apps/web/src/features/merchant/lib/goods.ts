/** An attribute group (colour, size...) and its values, as the editor holds them. */
export interface SpecGroup {
  name: string;
  values: string[];
}

/** A row of the SKU grid: one value of each group, its price, stock and code (text as typed). */
export interface SkuDraft {
  /** A SKU already saved; none for a new combination. */
  id?: number;
  values: string[];
  price: string;
  stock: string;
  /** The stock the editor showed when it opened (a saved SKU). */
  shown?: number;
  code: string;
}

/** The most SKUs one goods item may have (the server's limit). */
export const MAX_SKUS = 200;
export const MAX_GROUPS = 3;

const keyOf = (values: string[]) => JSON.stringify(values);

/** The groups that count: named, with at least one value. */
export const usableGroups = (groups: SpecGroup[]): SpecGroup[] =>
  groups
    .map((g) => ({ name: g.name.trim(), values: g.values.map((v) => v.trim()).filter(Boolean) }))
    .filter((g) => g.name && g.values.length);

/**
 * Every combination of one value per group, in the groups' order (one row without values when
 * there is no group); rows already in the grid keep their id, price, stock and code.
 */
export function expandSkus(groups: SpecGroup[], rows: SkuDraft[]): SkuDraft[] {
  const usable = usableGroups(groups);
  let combos: string[][] = [[]];
  for (const g of usable) combos = combos.flatMap((c) => g.values.map((v) => [...c, v]));
  if (combos.length > MAX_SKUS) combos = combos.slice(0, MAX_SKUS);
  const byKey = new Map(rows.map((r) => [keyOf(r.values), r]));
  return combos.map((values) => byKey.get(keyOf(values)) ?? { values, price: '', stock: '', code: '' });
}

/** "12", "12.5", "12.50" -> "12.50"; null when it is not an amount of yuan with at most 2 decimals. */
export function toMoney(text: string): string | null {
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return `${Number(m[1])}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/** Whole units of stock, 0 or more; null otherwise. */
export function toStock(text: string): number | null {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Cents of a money string ("12.50" -> 1250), for comparisons. */
export const cents = (money: string) => {
  const [y, f] = money.split('.');
  return Number(y) * 100 + Number(f ?? 0);
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The detail's HTML as paragraphs of text for the phone's text box. */
export function detailText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Paragraphs of text as the detail's HTML (the server sanitises it again). */
export function detailHtml(text: string): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
}
