import { useSearchParams } from 'react-router';

/** The page's parameters: its query string. */
export function usePageParams() {
  const [params] = useSearchParams();
  return {
    get: (name: string) => params.get(name) ?? '',
    getId: (name = 'id') => {
      const value = Number(params.get(name));
      return Number.isInteger(value) && value > 0 ? value : null;
    },
  };
}
