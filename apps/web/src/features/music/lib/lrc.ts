/** One timed line of LRC lyrics. */
export interface LyricLine {
  at: number;
  text: string;
}

const STAMP = /\[(\d{1,3}):(\d{1,2}(?:\.\d{1,3})?)\]/g;

/** `[mm:ss.xx] text` lines (several stamps per line allowed), in time order; other lines skipped. */
export function parseLrc(text: string): LyricLine[] {
  const out: LyricLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const stamps = [...raw.matchAll(STAMP)];
    if (stamps.length === 0) continue;
    const words = raw.replace(STAMP, '').trim();
    for (const m of stamps) out.push({ at: Number(m[1]) * 60 + Number(m[2]), text: words });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** The index of the line sung at `seconds`, or -1 before the first. */
export function lineAt(lines: readonly LyricLine[], seconds: number): number {
  let found = -1;
  for (let i = 0; i < lines.length && lines[i]!.at <= seconds; i += 1) found = i;
  return found;
}
