import * as OpenCC from 'opencc-js';

// Traditional (Taiwan, Hong Kong) to simplified: search folds both sides to one script.
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
const toSimplifiedHk = OpenCC.Converter({ from: 'hk', to: 'cn' });

const HAN = /\p{Script=Han}/u;

/** Simplified Chinese and lower case, so 街舞, 街舞 and 街舞 (traditional) compare equal. */
export function foldText(text: string): string {
  return toSimplifiedHk(toSimplified(text)).toLowerCase();
}

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/**
 * Index tokens of a text: every Han character alone and every pair of adjacent Han characters
 * (CJK bigrams), after folding. A query of one or two characters then hits a GIN index exactly;
 * a longer query is the set of its bigrams, confirmed against the text.
 */
export function hanTokens(text: string): string[] {
  const out = new Set<string>();
  const chars = [...foldText(text)];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (!HAN.test(c)) continue;
    out.add(c);
    const next = chars[i + 1];
    if (next && HAN.test(next)) out.add(c + next);
  }
  return [...out];
}

/** The runs of adjacent Han characters of a text, folded: `霹雳舞 冠军` is 霹雳舞 and 冠军. */
export function hanRuns(text: string): string[] {
  return foldText(text).match(/\p{Script=Han}+/gu) ?? [];
}

/**
 * The tokens a query must all have: the bigrams within each run of Han characters (never a pair
 * across a space or a letter), or a run's one character. A run of three or more characters is a
 * phrase the caller confirms against the text (its bigrams may stand apart in a text).
 */
export function hanQueryTokens(query: string): string[] {
  const out = new Set<string>();
  for (const run of hanRuns(query)) {
    const chars = [...run];
    if (chars.length === 1) out.add(run);
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  }
  return [...out];
}
