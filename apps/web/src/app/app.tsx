import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ANTD_LOCALES } from '../i18n/antd-locale.ts';
import { queryClient } from '../lib/query-client.ts';
import { useUserStore } from '../stores/user.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const router = useMemo(() => createAppRouter(), []);
  const language = useUserStore((s) => s.language);
  return (
    <ErrorBoundary>
      <ConfigProvider locale={ANTD_LOCALES[language]}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ConfigProvider>
    </ErrorBoundary>
  );
}
