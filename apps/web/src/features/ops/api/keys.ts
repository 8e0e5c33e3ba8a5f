/** Query keys of the operator console; invalidating `ops` refreshes everything under it. */
export const opsKeys = {
  all: ['ops'] as const,
  me: ['ops', 'me'] as const,
  queues: ['ops', 'queue'] as const,
  queue: (kind: string, minAgeHours: number) => ['ops', 'queue', kind, minAgeHours] as const,
  log: (kind: string, operatorId: number, ref: string) => ['ops', 'log', kind, operatorId, ref] as const,
  logs: ['ops', 'log'] as const,
  claim: (kind: string, ref: string) => ['ops', 'claim', kind, ref] as const,
  overview: ['ops', 'overview'] as const,
  operators: ['ops', 'operators'] as const,
  curate: ['ops', 'curate'] as const,
  curateWords: (level: string, keyword: string) => ['ops', 'curate', 'words', level, keyword] as const,
  curateReasons: (list: string) => ['ops', 'curate', 'reasons', list] as const,
  curateAdverts: (position: string) => ['ops', 'curate', 'adverts', position] as const,
  curateArticles: (type: string) => ['ops', 'curate', 'articles', type] as const,
  curateArticle: (id: number) => ['ops', 'curate', 'article', id] as const,
  curatePins: ['ops', 'curate', 'pins'] as const,
};
