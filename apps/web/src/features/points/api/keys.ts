/**
 * Query keys of points and guesses; invalidating `points` (or `guess`) refreshes everything
 * under it.
 */
export const pointsKeys = {
  all: ['points'] as const,
  rules: ['points', 'rules'] as const,
  calendar: (month: string) => ['points', 'calendar', month] as const,
  logs: ['points', 'log'] as const,
  log: (type: string) => ['points', 'log', type] as const,
  packages: ['points', 'packages'] as const,
  payment: (paymentId: number) => ['points', 'payment', paymentId] as const,
  guess: ['guess'] as const,
  guessList: (tab: string, activityId: number) => ['guess', 'list', tab, activityId] as const,
  guessDetail: (id: number) => ['guess', 'detail', id] as const,
  myGuess: (state: string) => ['guess', 'mine', state] as const,
};
