import type { Release } from '@portal/contract';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** The releases an app's team published, newest first: each immutable, with who and when. */
export function ReleaseList({ releases }: { releases: Release[] }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const columns: TableColumnsType<Release> = [
    { key: 'version', title: t('releases.list.version'), dataIndex: 'version', width: 120 },
    {
      key: 'url',
      title: t('releases.list.url'),
      render: (_, release) => (
        <Typography.Text ellipsis={{ tooltip: release.url }}>{release.url}</Typography.Text>
      ),
    },
    { key: 'files', title: t('releases.list.files'), dataIndex: 'files', width: 80 },
    {
      key: 'publishedBy',
      title: t('releases.list.publishedBy'),
      dataIndex: 'publishedBy',
      width: 120,
    },
    {
      key: 'publishedAt',
      title: t('releases.list.publishedAt'),
      width: 170,
      render: (_, release) => (
        <time dateTime={release.publishedAt}>{formatTime(release.publishedAt)}</time>
      ),
    },
  ];
  return (
    <section className="releases__section">
      <Typography.Title level={5}>{t('releases.list.title')}</Typography.Title>
      <Table
        rowKey="version"
        size="small"
        columns={columns}
        dataSource={releases}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: t('releases.list.empty') }}
        data-testid="release-list"
      />
    </section>
  );
}
