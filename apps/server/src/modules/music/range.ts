/**
 * One byte range of a `Range` header (RFC 9110 §14): `bytes=a-b`, `bytes=a-` and the suffix
 * `bytes=-n`. Answers the inclusive range to send, `null` to send the whole file (no header, another
 * unit, a malformed or multi-range header: a server may ignore those), or `'unsatisfiable'` (416)
 * when the range starts past the end or asks for an empty suffix.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
