/** Query keys of search. */
export const searchKeys = {
  all: ['search'] as const,
  results: (type: string, keyword: string) => ['search', type, keyword] as const,
};
