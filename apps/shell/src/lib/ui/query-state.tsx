import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './query-state.css';

export type QueryStateProps = {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  /** Rows of the loading skeleton. */
  rows?: number;
  children: ReactNode;
};

/** What a list or panel shows while its data loads, when it failed (with a retry) or when there is none. */
export function QueryState({
  isPending,
  error,
  isEmpty,
  emptyText,
  onRetry,
  rows = 4,
  children,
}: QueryStateProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('app.loadingData')}>
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="query-state query-state--error">
        <p className="query-state__title">{t('app.loadFailed')}</p>
        {error instanceof Error && <p className="query-state__detail">{error.message}</p>}
        <Button size="small" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return children;
}
