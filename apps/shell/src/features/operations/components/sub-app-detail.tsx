import { QueryState } from '@/lib/ui/query-state';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  historyDays,
  subAppErrorGroupsQuery,
  subAppHistoryQuery,
} from '../api/sub-app-history-queries';
import { ErrorGroups } from './error-groups';
import { HistoryChart } from './history-chart';
import { HistoryTable } from './history-table';
import './sub-app-detail.css';

export type SubAppDetailProps = { userId: number; route: string };

/**
 * One app's week: its reports by hour as a chart (with the same as a table and a summary for
 * those who do not see it), and its errors by group. Loaded with the drawer that shows it, so
 * the charting library stays out of the operations page's own code.
 */
export default function SubAppDetail({ userId, route }: SubAppDetailProps) {
  const { t } = useTranslation();
  const history = useQuery(subAppHistoryQuery(userId, route));
  const groups = useQuery(subAppErrorGroupsQuery(userId, route));
  const summary = history.data
    ? t('operations.history.summary', { days: historyDays, ...history.data.totals })
    : '';
  return (
    <div className="operations-history">
      <Typography.Title level={5}>
        {t('operations.history.title', { days: historyDays })}
      </Typography.Title>
      <QueryState
        isPending={history.isPending}
        error={history.error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void history.refetch()}
      >
        <Typography.Paragraph data-testid="operations-history-summary">
          {summary}
        </Typography.Paragraph>
        <HistoryChart hours={history.data?.hours ?? []} summary={summary} />
        <HistoryTable hours={history.data?.hours ?? []} />
      </QueryState>
      <Typography.Title level={5}>{t('operations.history.errorGroups')}</Typography.Title>
      <Typography.Text type="secondary" className="operations-page__meta">
        {t('operations.history.groupingRule')}
      </Typography.Text>
      <QueryState
        isPending={groups.isPending}
        error={groups.error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void groups.refetch()}
      >
        <ErrorGroups groups={groups.data?.groups ?? []} total={groups.data?.total ?? 0} />
      </QueryState>
    </div>
  );
}
