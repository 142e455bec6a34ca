import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../log-store';
import { useExactDateTimeFormat } from '@/lib/use-date-time-format';

const tagColors: Record<string, string> = {
  error: 'red',
  unhandledrejection: 'volcano',
  http: 'blue',
  resource: 'gold',
};

const knownTypes = ['error', 'unhandledrejection', 'http', 'resource'] as const;
type KnownType = (typeof knownTypes)[number];

function isKnownType(type: string): type is KnownType {
  return knownTypes.some((known) => known === type);
}

// Entries carry no id; the store keeps each entry object as it is, so its identity is the key.
const rowKeys = new WeakMap<LogEntry, number>();
let nextRowKey = 0;
function rowKeyOf(entry: LogEntry): number {
  let key = rowKeys.get(entry);
  if (key === undefined) {
    nextRowKey += 1;
    key = nextRowKey;
    rowKeys.set(entry, key);
  }
  return key;
}

/** The columns' widths and the expand button's: the dialog is as wide on a 1440 px screen. */
const tableWidth = 1110;

function firstLine(text: string | undefined): string {
  return text?.split('\n', 1)[0] ?? '';
}

export type LogTableProps = { entries: LogEntry[] };

/** The local log entries, newest first; a row expands to the whole stack and its details. */
export function LogTable({ entries }: LogTableProps) {
  const { t } = useTranslation();
  const formatTime = useExactDateTimeFormat();

  const columns: TableColumnsType<LogEntry> = [
    {
      key: 'type',
      title: t('logs.type'),
      dataIndex: 'type',
      width: 140,
      render: (type: string) => (
        <Tag color={tagColors[type]}>{isKnownType(type) ? t(`logs.types.${type}`) : type}</Tag>
      ),
    },
    { key: 'url', title: t('logs.url'), dataIndex: 'url', width: 220, ellipsis: true },
    { key: 'message', title: t('logs.message'), dataIndex: 'message', width: 280, ellipsis: true },
    {
      key: 'stack',
      title: t('logs.stack'),
      dataIndex: 'stack',
      width: 220,
      ellipsis: true,
      render: (stack: string | undefined) => (
        <code className="log-viewer__code">{firstLine(stack)}</code>
      ),
    },
    {
      key: 'time',
      title: t('logs.time'),
      dataIndex: 'time',
      // Whole in either language ('12/07/2026, 11:45:22'), and in sight however wide the rest.
      width: 200,
      fixed: 'right',
      render: (time: number) => (
        <time className="log-viewer__time" dateTime={new Date(time).toISOString()}>
          {formatTime(time)}
        </time>
      ),
    },
  ];

  return (
    <Table<LogEntry>
      className="log-viewer__table"
      size="small"
      columns={columns}
      dataSource={entries}
      rowKey={rowKeyOf}
      scroll={{ x: tableWidth }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logs.empty')} />,
      }}
      expandable={{
        rowExpandable: (entry) => Boolean(entry.stack || entry.info),
        expandedRowRender: (entry) => (
          <dl className="log-viewer__details">
            {entry.stack ? (
              <>
                <dt>{t('logs.stack')}</dt>
                <dd>
                  <pre className="log-viewer__pre">{entry.stack}</pre>
                </dd>
              </>
            ) : null}
            {entry.info ? (
              <>
                <dt>{t('logs.info')}</dt>
                <dd>
                  <pre className="log-viewer__pre">{entry.info}</pre>
                </dd>
              </>
            ) : null}
          </dl>
        ),
      }}
    />
  );
}
