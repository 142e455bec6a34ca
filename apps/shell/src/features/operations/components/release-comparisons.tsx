import type { ReleaseComparison, ReleaseFigures } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { releaseComparisonsQuery } from '../api/operations-queries';

type Row = { key: string; label: string; newer: ReactNode; previous: ReactNode };

const percent = (rate: number | null) => (rate === null ? null : `${(rate * 100).toFixed(1)}%`);

/** One app in canary: its newer release's figures beside the default's, measure by measure. */
function Comparison({ comparison }: { comparison: ReleaseComparison }) {
  const { t, i18n } = useTranslation();
  const { newer, previous, canary, firmIds, automaticRollback } = comparison;
  const none = t('operations.noValue');
  const isWorse = newer.failureRate !== null && newer.failureRate > (previous.failureRate ?? 0);
  const failed = (figures: ReleaseFigures, isMarked: boolean) => {
    const text = t('operations.comparisons.failed', {
      count: figures.failedLoads,
      rate: percent(figures.failureRate) ?? none,
    });
    return isMarked ? <Typography.Text type="danger">{text}</Typography.Text> : text;
  };
  const p75 = ({ firstMountP75Ms }: ReleaseFigures) =>
    firstMountP75Ms === null ? none : `${Math.round(firstMountP75Ms)} ms`;
  const rows: Row[] = [
    {
      key: 'users',
      label: t('operations.comparisons.users'),
      newer: newer.users,
      previous: previous.users,
    },
    {
      key: 'loads',
      label: t('operations.comparisons.loads'),
      newer: newer.loads,
      previous: previous.loads,
    },
    {
      key: 'failed',
      label: t('operations.comparisons.failedLoads'),
      newer: failed(newer, isWorse),
      previous: failed(previous, false),
    },
    {
      key: 'errors',
      label: t('operations.comparisons.errors'),
      newer: newer.errors,
      previous: previous.errors,
    },
    {
      key: 'firstMount',
      label: t('operations.comparisons.firstMount'),
      newer: p75(newer),
      previous: p75(previous),
    },
  ];
  const columns: TableColumnsType<Row> = [
    { key: 'label', dataIndex: 'label', title: t('operations.comparisons.measure') },
    {
      key: 'newer',
      dataIndex: 'newer',
      title: t('operations.comparisons.newer', { version: newer.version }),
    },
    {
      key: 'previous',
      dataIndex: 'previous',
      title: t('operations.comparisons.previous', {
        version: previous.version ?? t('operations.comparisons.entryUrl'),
      }),
    },
  ];
  const title = comparison.title[i18n.language === 'en' ? 'en' : 'zh-CN'];
  return (
    <Card
      size="small"
      title={t('operations.comparisons.appTitle', { title, app: comparison.app })}
      extra={
        <Tag color="purple">
          {canary
            ? t('operations.comparisons.share', { share: canary.share })
            : t('operations.comparisons.firms', { count: firmIds.length })}
        </Tag>
      }
      data-testid="release-comparison"
      data-app={comparison.app}
    >
      <Table
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        tableLayout="fixed"
      />
      <Typography.Text type="secondary" className="operations-comparison__automatic">
        {automaticRollback
          ? t('operations.comparisons.automaticOn', automaticRollback)
          : t('operations.comparisons.automaticOff')}
      </Typography.Text>
    </Card>
  );
}

/**
 * The apps in canary today (docs/sub-apps.md, "A team's release day"): what the shells that ran
 * each release reported of it since midnight, the newer release beside the default. Nothing when
 * no app is in canary.
 */
export function ReleaseComparisons({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const comparisons = useQuery(releaseComparisonsQuery(userId));
  if (comparisons.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('operations.loadFailed', { message: comparisons.error.message })}
      />
    );
  }
  if (!comparisons.data || comparisons.data.comparisons.length === 0) return null;
  return (
    <section className="operations-comparisons" data-testid="release-comparisons">
      <Typography.Title level={5}>{t('operations.comparisons.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('operations.comparisons.intro')}
      </Typography.Paragraph>
      <div className="operations-comparisons__list">
        {comparisons.data.comparisons.map((comparison) => (
          <Comparison key={comparison.app} comparison={comparison} />
        ))}
      </div>
    </section>
  );
}
