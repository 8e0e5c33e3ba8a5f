/**
 * The page carries the answers of the calls its first screen makes (docs/decisions/240), in a JSON
 * block of this id, keyed by `firstScreenKey`: the server writes them under the key of the call it
 * answered, the app looks its own call up the same way.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** A call's path with its query in key order: `/api/site/advert-list?position=home_banner`. */
export function firstScreenKey(
  path: string,
  query: Readonly<Record<string, string | number | boolean | undefined>> = {},
): string {
  const q = Object.keys(query)
    .filter((k) => query[k] !== undefined)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(query[k]))}`)
    .join('&');
  return q ? `${path}?${q}` : path;
}
