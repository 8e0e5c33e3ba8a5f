/*
 * Every dynamic import of the community in one small chunk. Vite lists a chunk's dependencies at
 * each import() site; keeping the sites here keeps those lists out of the first screen, which
 * then holds a single import() of this file.
 */
type Chunk = { ready: () => Promise<void> };

async function withStrings<T extends Chunk>(load: Promise<T>): Promise<T> {
  const mod = await load;
  await mod.ready();
  return mod;
}

export const CHUNKS = {
  feed: () => withStrings(import('./pages/feed-pages.ts')),
  editor: () => withStrings(import('./pages/editor-pages.ts')),
  people: () => withStrings(import('./pages/people-pages.ts')),
  video: () => withStrings(import('./pages/video-pages.ts')),
  home: () => withStrings(import('./home/community-home-section.tsx')),
  mine: () => withStrings(import('./home/community-mine-links.tsx')),
};

export type ChunkName = keyof typeof CHUNKS;
export type ChunkModules = { [K in ChunkName]: Awaited<ReturnType<(typeof CHUNKS)[K]>> };
