import type { AuditRecord, AuditVerification } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Button, Result, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  auditEventsQuery,
  verifyAuditTrail,
  type AuditFilterValues,
} from '../api/audit-events-query';
import { exportAuditCsv } from '../api/export-audit-csv';
import { isKnownEvent, isKnownResult } from '../audit-event-names';
import { AuditFilterBar } from './audit-filter-bar';
import { AuditVerifyResult } from './audit-verify-result';
import './audit-page.css';

const resultColors = { success: 'green', failure: 'orange', refused: 'red' } as const;

/**
 * /audit/events: the auditors' page. The server decides who may read the trail (the auditor
 * duty); anyone else sees its refusal, and the attempt is in the trail.
 */
export function AuditPage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [filter, setFilter] = useState<AuditFilterValues>({});
  const events = useInfiniteQuery(auditEventsQuery(userId, filter));
  const [verification, setVerification] = useState<AuditVerification>();
  const verify = useMutation({
    mutationFn: verifyAuditTrail,
    onSuccess: setVerification,
    onError: (error) => void notify('error', error.message),
    // The check is recorded in the trail: show it.
    onSettled: () => void events.refetch(),
  });
  const download = useMutation({
    mutationFn: () => exportAuditCsv(filter),
    onError: (error) => void notify('error', t('audit.exportFailed', { message: error.message })),
    onSettled: () => void events.refetch(),
  });

  if (events.error instanceof HttpError && events.error.status === 403) {
    return (
      <Result
        status="403"
        title={t('errors.forbiddenTitle')}
        subTitle={events.error.message}
        className="audit-page__refusal"
      />
    );
  }

  const records = events.data?.pages.flatMap((page) => page.records) ?? [];
  const columns: TableColumnsType<AuditRecord> = [
    { key: 'id', title: t('audit.columns.id'), dataIndex: 'id', width: 90 },
    {
      key: 'time',
      title: t('audit.columns.time'),
      width: 170,
      render: (_, record) => (
        <Tooltip title={record.occurredAt}>
          <time dateTime={record.occurredAt}>{formatTime(record.occurredAt)}</time>
        </Tooltip>
      ),
    },
    {
      key: 'event',
      title: t('audit.columns.event'),
      width: 150,
      render: (_, record) => (
        <Tooltip title={record.event}>
          {isKnownEvent(record.event) ? t(`audit.events.${record.event}`) : record.event}
        </Tooltip>
      ),
    },
    {
      key: 'result',
      title: t('audit.columns.result'),
      width: 90,
      render: (_, record) =>
        isKnownResult(record.result) ? (
          <Tag color={resultColors[record.result]}>{t(`audit.results.${record.result}`)}</Tag>
        ) : (
          record.result
        ),
    },
    {
      key: 'user',
      title: t('audit.columns.user'),
      width: 150,
      render: (_, record) => (
        <span className="audit-page__text">
          {record.username}
          {record.userId !== null && (
            <span className="audit-page__muted">{t('audit.userIdTag', { id: record.userId })}</span>
          )}
        </span>
      ),
    },
    { key: 'firm', title: t('audit.columns.firm'), dataIndex: 'firmId', width: 80 },
    {
      key: 'object',
      title: t('audit.columns.object'),
      render: (_, record) =>
        record.objectType && (
          <span className="audit-page__text">
            <span className="audit-page__muted">{record.objectType}</span> {record.objectId}
          </span>
        ),
    },
    { key: 'address', title: t('audit.columns.address'), dataIndex: 'clientAddress', width: 140 },
    {
      key: 'reason',
      title: t('audit.columns.reason'),
      width: 170,
      render: (_, record) => <span className="audit-page__text">{record.reason}</span>,
    },
  ];

  return (
    <section className="audit-page" aria-labelledby="audit-title">
      <header className="audit-page__header">
        <div>
          <h1 id="audit-title" className="audit-page__title">
            {t('audit.title')}
          </h1>
          <p className="audit-page__subtitle">{t('audit.subtitle')}</p>
        </div>
        <div className="audit-page__actions">
          <Button loading={download.isPending} onClick={() => download.mutate()}>
            {t('audit.export')}
          </Button>
          <Button loading={verify.isPending} onClick={() => verify.mutate()}>
            {t('audit.verify')}
          </Button>
        </div>
      </header>
      {verification && (
        <AuditVerifyResult verification={verification} onClose={() => setVerification(undefined)} />
      )}
      <AuditFilterBar onApply={setFilter} />
      {/* Scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it too. */}
      <div
        className="audit-page__table"
        role="region"
        aria-label={t('audit.tableLabel')}
        tabIndex={0}
      >
        <Table<AuditRecord>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={records}
          loading={events.isPending}
          pagination={false}
          locale={{ emptyText: t('audit.empty') }}
          data-testid="audit-table"
          onRow={() => ({ 'data-testid': 'audit-row' }) as React.HTMLAttributes<HTMLElement>}
        />
      </div>
      <footer className="audit-page__footer">
        <span className="audit-page__muted">{t('audit.loaded', { count: records.length })}</span>
        {events.hasNextPage ? (
          <Button loading={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
            {t('audit.loadMore')}
          </Button>
        ) : (
          records.length > 0 && <span className="audit-page__muted">{t('audit.allLoaded')}</span>
        )}
      </footer>
    </section>
  );
}
