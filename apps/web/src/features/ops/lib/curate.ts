/** The curating page's tabs, in their order (`/ops/curate?tab=`). */
export const CURATE_TABS = ['words', 'reasons', 'adverts', 'articles', 'pins', 'fees', 'payments'] as const;
export type CurateTab = (typeof CURATE_TABS)[number];

/** The four other interface languages of reason names and article translations. */
export const OTHER_LANGS = ['zh-Hant', 'en', 'es', 'fr'] as const;
export type OtherLang = (typeof OTHER_LANGS)[number];

/** Basis points as a percent with two decimals (60 -> "0.60"). */
export const percentOf = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/**
 * A percent the editor typed ("2.5", "0.60") as basis points; undefined when it is not a number
 * with at most two decimals within 0..max basis points.
 */
export function bpFromPercent(typed: string, max: number): number | undefined {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return undefined;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= max ? bp : undefined;
}
