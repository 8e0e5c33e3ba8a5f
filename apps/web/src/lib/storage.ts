/** The search page's history; the settings page's "clear cache" removes it too. */
export const SEARCH_HISTORY_KEY = 'searchHistory';

/** localStorage that never throws (private mode, quota, disabled storage). */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: the value simply lives for this session
  }
}
