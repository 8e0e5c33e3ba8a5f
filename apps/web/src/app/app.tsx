import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { antdLocale } from '../i18n/antd-locale.ts';
import { queryClient } from '../lib/query-client.ts';
import { useUserStore } from '../stores/user.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  const language = useUserStore((s) => s.language);
  return (
    <ErrorBoundary>
      <ConfigProvider locale={antdLocale(language)}>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
        </QueryClientProvider>
      </ConfigProvider>
    </ErrorBoundary>
  );
}
