import { readJson, SEARCH_HISTORY_KEY, writeJson } from '../../lib/storage.ts';

const MAX = 15;

export function readHistory(): string[] {
  const list = readJson<unknown>(SEARCH_HISTORY_KEY, []);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/** Most recent first, no repeats. */
export function pushHistory(keyword: string): string[] {
  const next = [keyword, ...readHistory().filter((k) => k !== keyword)].slice(0, MAX);
  writeJson(SEARCH_HISTORY_KEY, next);
  return next;
}

export function clearHistory(): void {
  writeJson(SEARCH_HISTORY_KEY, null);
}
