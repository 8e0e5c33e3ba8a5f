/** Which slides hold a <video> with its source: the current one and its neighbours (the next preloads). */
export function loadWindow(index: number, active: number): { load: boolean; active: boolean } {
  return { load: index >= active - 1 && index <= active + 1, active: index === active };
}

/** The slide a scroll position shows (one screen per slide), within the list. */
export function slideAt(scrollTop: number, height: number, count: number): number {
  if (height <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollTop / height)));
}
