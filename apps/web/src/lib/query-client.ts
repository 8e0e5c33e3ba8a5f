import { QueryClient } from '@tanstack/react-query';
import { ApiError, CODE_NETWORK } from './request.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      // The wrapper already retries tokens; only a dropped connection is worth one more try.
      retry: (count, error) => count < 1 && error instanceof ApiError && error.code === CODE_NETWORK,
    },
    mutations: { retry: false },
  },
});
