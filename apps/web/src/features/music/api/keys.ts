/** Query keys of music; invalidating `music` (or a prefix under it) refreshes everything under it. */
export const musicKeys = {
  all: ['music'] as const,
  lists: ['music', 'list'] as const,
  list: (input: object) => ['music', 'list', input] as const,
  details: ['music', 'detail'] as const,
  detail: (id: number) => ['music', 'detail', id] as const,
  playUrl: (id: number, rendition: string) => ['music', 'play-url', id, rendition] as const,
  rank: (window: string) => ['music', 'rank', window] as const,
  recommend: ['music', 'recommend'] as const,
  genres: ['music', 'genres'] as const,
  albums: ['music', 'albums'] as const,
  recent: ['music', 'recent'] as const,
  mine: (bought: number) => ['music', 'mine', bought] as const,
  /** The caller's liked tracks (my-musics with liked=1). */
  liked: ['music', 'mine', 'liked'] as const,
  comments: (trackId: number, parentId: number) => ['music', 'comments', trackId, parentId] as const,
  commentsOf: (trackId: number) => ['music', 'comments', trackId] as const,
  handpick: ['music', 'handpick'] as const,
  musician: ['music', 'musician'] as const,
};
