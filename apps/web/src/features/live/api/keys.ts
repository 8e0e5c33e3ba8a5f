/** Query keys of lives; invalidating `live` (or `list`, `detail`) refreshes everything under it. */
export const liveKeys = {
  all: ['live'] as const,
  lists: ['live', 'list'] as const,
  list: (input: object) => ['live', 'list', input] as const,
  detail: (id: number) => ['live', 'detail', id] as const,
  display: ['live', 'display'] as const,
  gifts: ['live', 'gifts'] as const,
  application: ['live', 'application'] as const,
  history: ['live', 'history'] as const,
  givers: (id: number) => ['live', 'givers', id] as const,
  reportReasons: ['live', 'report-reasons'] as const,
  anchor: (id: number) => ['live', 'anchor', id] as const,
  sales: (id: number) => ['live', 'sales', id] as const,
  pinnable: (keyword: string) => ['live', 'pinnable', keyword] as const,
};
