import type { SubAppHour } from '@portal/contract';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { epochSecondsOf, hourFormat } from './hour-labels';

const countKeys = ['mounts', 'failures', 'timeouts', 'errors', 'crashes', 'usersAffected'] as const;

/** The chart's hours as a table, newest first, quiet hours left out: to read and to copy. */
export function HistoryTable({ hours }: { hours: SubAppHour[] }) {
  const { t, i18n } = useTranslation();
  const formatHour = hourFormat(i18n.language);
  const busy = hours.filter((hour) => countKeys.some((key) => hour[key] > 0)).reverse();
  const columns: TableColumnsType<SubAppHour> = [
    {
      key: 'hour',
      title: t('operations.history.hour'),
      render: (_, { hour }) => formatHour(epochSecondsOf(hour)),
    },
    ...countKeys.map((key) => ({
      key,
      dataIndex: key,
      title: t(`operations.history.series.${key}`),
    })),
  ];
  return (
    <details className="operations-history__table">
      <summary>{t('operations.history.asTable')}</summary>
      {busy.length === 0 ? (
        <Typography.Text type="secondary">{t('operations.history.quiet')}</Typography.Text>
      ) : (
        <Table
          rowKey="hour"
          size="small"
          columns={columns}
          dataSource={busy}
          pagination={false}
          scroll={{ x: 560 }}
        />
      )}
    </details>
  );
}
