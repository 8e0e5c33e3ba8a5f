import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryStateProps {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

/** Loading spinner, error with retry, or empty state around a query's content. */
export function QueryState({ isPending, error, refetch, empty, emptyText, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <div className="center-box">
        <SpinLoading color="primary" />
      </div>
    );
  if (error)
    return (
      <ErrorBlock status="disconnected" title={t('common.loadFailed')} description={error.message}>
        <Button size="small" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    );
  if (empty) return <ErrorBlock status="empty" title={emptyText ?? t('common.empty')} description="" />;
  return <>{children}</>;
}
