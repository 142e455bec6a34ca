import type { Page } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Badge, Button, Card } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/lib/ui/query-state';
import { UnreadMark } from './unread-mark';

export type LatestItem = { isUnread: boolean; tag?: ReactNode; title: string; meta: string };

export type LatestPanelProps<T extends { id: number }> = {
  title: string;
  listLabel: string;
  /** What the badge shows (a count, or a label such as 99+), and the count it stands for. */
  unread: { badge: number | string; count: number };
  viewAllPath: string;
  onOpen: (path: string) => void;
  latest: UseQueryResult<Page<T>>;
  emptyText: string;
  describe: (record: T) => LatestItem;
  /** The dialog that reads a record (lazily loaded); none to read closes it. */
  renderDialog: (reading: T | undefined, onClose: () => void) => ReactNode;
};

/** The latest messages or notices on the home page: the unread count, a list, a reading dialog. */
export function LatestPanel<T extends { id: number }>({
  title,
  listLabel,
  unread,
  viewAllPath,
  onOpen,
  latest,
  emptyText,
  describe,
  renderDialog,
}: LatestPanelProps<T>) {
  const { t } = useTranslation();
  const [reading, setReading] = useState<T>();
  // Once loaded the dialog stays mounted, so that it can play its closing animation.
  const [hasRead, setHasRead] = useState(false);

  function read(record: T) {
    setHasRead(true);
    setReading(record);
  }

  return (
    <Card
      variant="borderless"
      className="workbench-panel"
      title={
        <h2 className="workbench-panel__title">
          {title}
          <Badge
            className="workbench-panel__badge"
            count={unread.badge}
            title={t('workbenchLists.unreadCount', { count: unread.count })}
          />
        </h2>
      }
      extra={
        <Button type="link" onClick={() => onOpen(viewAllPath)}>
          {t('workbench.viewAll')}
        </Button>
      }
    >
      <QueryState
        isPending={latest.isPending}
        error={latest.error}
        isEmpty={latest.data?.records.length === 0}
        emptyText={emptyText}
        onRetry={() => void latest.refetch()}
      >
        <ul className="workbench-list" aria-label={listLabel}>
          {latest.data?.records.map((record) => {
            const item = describe(record);
            return (
              <li key={record.id}>
                <button type="button" className="workbench-list__item" onClick={() => read(record)}>
                  <span className="workbench-list__main">
                    <UnreadMark isUnread={item.isUnread} />
                    {item.tag}
                    <span className="workbench-list__title">{item.title}</span>
                  </span>
                  <span className="workbench-list__meta">{item.meta}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </QueryState>
      {hasRead ? (
        <Suspense fallback={null}>{renderDialog(reading, () => setReading(undefined))}</Suspense>
      ) : null}
    </Card>
  );
}
