import type { SubAppTiming, TimingMeasure, TimingPercentile } from '@portal/contract';
import { timingBudgets } from '@portal/contract/routes';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { subAppTimingsQuery, timingDays } from '../api/operations-queries';

const measures: TimingMeasure[] = ['firstMount', 'reshow', 'lcp', 'inp', 'cls'];

/** A p75 as read: milliseconds whole, CLS to three places. */
const shown = (measure: TimingMeasure, p75: number) =>
  measure === 'cls' ? p75.toFixed(3) : `${Math.round(p75)} ms`;

function Percentile({ measure, value }: { measure: TimingMeasure; value: TimingPercentile }) {
  const { t } = useTranslation();
  if (value.p75 === null)
    return <Typography.Text type="secondary">{t('operations.noValue')}</Typography.Text>;
  const isOver = value.p75 > timingBudgets[measure];
  return (
    <Tag
      color={isOver ? 'red' : 'green'}
      title={isOver ? t('operations.timings.overBudget') : t('operations.timings.withinBudget')}
      data-over-budget={isOver}
    >
      {t('operations.timings.sample', { value: shown(measure, value.p75), count: value.count })}
    </Tag>
  );
}

/**
 * What staff wait for: per app and release, the p75 of its first mount, re-show and its pages'
 * Core Web Vitals, each marked against its budget, the furthest over budget first (the server's
 * order).
 */
export function SubAppTimingsTable({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const formatTime = useDateTimeFormat();
  const timings = useQuery(subAppTimingsQuery(userId));
  if (timings.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('operations.loadFailed', { message: timings.error.message })}
      />
    );
  }
  if (!timings.data) return <Spin />;

  const columns: TableColumnsType<SubAppTiming> = [
    {
      key: 'app',
      title: t('operations.timings.columns.app'),
      render: (_, row) => (
        <>
          <div>{row.title?.[i18n.language === 'en' ? 'en' : 'zh-CN'] ?? row.app}</div>
          <Typography.Text type="secondary">{row.app}</Typography.Text>
        </>
      ),
    },
    {
      key: 'release',
      title: t('operations.timings.columns.release'),
      render: (_, row) =>
        row.isPinned ? (
          <Typography.Text code>{row.release}</Typography.Text>
        ) : (
          t('operations.timings.unpinned', { time: formatTime(row.release) })
        ),
    },
    ...measures.map((measure) => ({
      key: measure,
      title: t(`operations.timings.columns.${measure}`),
      render: (_: unknown, row: SubAppTiming) => (
        <Percentile measure={measure} value={row[measure]} />
      ),
    })),
  ];
  return (
    <>
      <Typography.Text type="secondary" className="operations-page__meta">
        {t('operations.timings.intro', { days: timingDays, ...timingBudgets })}
      </Typography.Text>
      <Table
        size="small"
        rowKey={(row) => `${row.app}\n${row.release}`}
        columns={columns}
        dataSource={timings.data.timings}
        pagination={false}
        locale={{ emptyText: t('operations.timings.empty', { days: timingDays }) }}
        data-testid="sub-app-timings"
      />
    </>
  );
}
