import type { RegistryRequest } from '@portal/contract';
import { HttpError } from '@/lib/http/http-error';
import { notify } from '@/lib/notify';
import { ReasonDialog } from '@/lib/ui/reason-dialog';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideRegistryRequest, registryRequestsQuery } from '../api/registry-queries';
import { RequestChanges } from './request-changes';
import './registry-page.css';

const statusColors = { pending: 'orange', approved: 'green', rejected: 'default' } as const;

/**
 * /security/registry-requests: the registry changes that raise an app's trust, for a security
 * administrator to approve or reject with a reason (the server refuses everyone else, and the one
 * who asked). `onChanged` lets the frame take an approved change at once.
 */
export function RegistryRequestsPage({
  userId,
  onChanged,
}: {
  userId: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formatTime = useDateTimeFormat();
  const requests = useQuery(registryRequestsQuery(userId));
  const [deciding, setDeciding] = useState<{ request: RegistryRequest; approve: boolean }>();
  const decide = useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) =>
      decideRegistryRequest(id, approve, reason),
    onSuccess: (decided) => {
      setDeciding(undefined);
      const done = decided.status === 'approved' ? 'approved' : 'rejected';
      void notify('success', t(`registry.requests.${done}`, { id: decided.id }));
      void queryClient.invalidateQueries({ queryKey: registryRequestsQuery(userId).queryKey });
      onChanged();
    },
    onError: (error) => void notify('error', error.message),
  });

  if (requests.error instanceof HttpError && requests.error.status === 403) {
    return (
      <Result status="403" title={t('errors.forbiddenTitle')} subTitle={requests.error.message} />
    );
  }
  const columns: TableColumnsType<RegistryRequest> = [
    {
      key: 'request',
      title: t('registry.requests.columns.request'),
      width: 200,
      render: (_, request) => t('registry.requestOf', { route: request.route, id: request.id }),
    },
    {
      key: 'changes',
      title: t('registry.requests.columns.changes'),
      render: (_, request) => <RequestChanges request={request} />,
    },
    {
      key: 'requestedBy',
      title: t('registry.requests.columns.requestedBy'),
      width: 200,
      render: (_, { requestedBy, requestedAt }) =>
        t('registry.requests.requestedAt', {
          name: requestedBy.displayName,
          time: formatTime(requestedAt),
        }),
    },
    {
      key: 'status',
      title: t('registry.requests.columns.status'),
      width: 220,
      render: (_, request) => (
        <>
          <Tag color={statusColors[request.status]}>
            {t(`registry.requests.status.${request.status}`)}
          </Tag>
          {request.decidedBy && (
            <Typography.Text type="secondary" className="registry-page__secondary">
              {t('registry.requests.decidedBy', {
                name: request.decidedBy.displayName,
                reason: request.decisionReason ?? '',
              })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('registry.requests.columns.actions'),
      width: 150,
      render: (_, request) =>
        request.status === 'pending' && (
          <Space size="small">
            <Button
              size="small"
              type="primary"
              onClick={() => setDeciding({ request, approve: true })}
            >
              {t('registry.requests.approve')}
            </Button>
            <Button size="small" danger onClick={() => setDeciding({ request, approve: false })}>
              {t('registry.requests.reject')}
            </Button>
          </Space>
        ),
    },
  ];
  const id = deciding?.request.id;
  return (
    <div className="registry-page">
      <Typography.Title level={4}>{t('registry.requests.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('registry.requests.intro')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={requests.isPending}
        columns={columns}
        dataSource={requests.data?.requests ?? []}
        locale={{ emptyText: t('registry.requests.empty') }}
        pagination={false}
        scroll={{ x: 900 }}
      />
      <ReasonDialog
        open={deciding !== undefined}
        title={
          deciding?.approve
            ? t('registry.requests.approveTitle', { id })
            : t('registry.requests.rejectTitle', { id })
        }
        description={
          deciding?.approve
            ? t('registry.requests.approveDescription')
            : t('registry.requests.rejectDescription')
        }
        confirmText={
          deciding?.approve ? t('registry.requests.approve') : t('registry.requests.reject')
        }
        danger={deciding?.approve === false}
        busy={decide.isPending}
        labels={{
          reason: t('registry.requests.reason'),
          placeholder: t('registry.requests.reasonPlaceholder'),
          required: t('registry.requests.reasonRequired'),
          cancel: t('registry.requests.cancel'),
        }}
        onCancel={() => setDeciding(undefined)}
        onConfirm={(reason) =>
          deciding
            ? decide
                .mutateAsync({ id: deciding.request.id, approve: deciding.approve, reason })
                .catch(() => undefined)
            : Promise.resolve()
        }
      />
    </div>
  );
}
