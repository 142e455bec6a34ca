import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './load-state.css';

export type LoadStateProps = {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
  rows?: number;
  children: ReactNode;
};

/** Loading, failed (with a retry) or empty, else the content. */
export function LoadState({
  isPending,
  error,
  isEmpty,
  emptyText,
  onRetry,
  rows = 3,
  children,
}: LoadStateProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div aria-busy="true" aria-label={t('calendar.loading')}>
        <Skeleton active title={false} paragraph={{ rows }} />
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="calendar-load-error">
        <p>{t('calendar.loadFailed')}</p>
        {error instanceof Error && <p className="calendar-load-error__detail">{error.message}</p>}
        <Button size="small" onClick={onRetry}>
          {t('calendar.retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return children;
}
