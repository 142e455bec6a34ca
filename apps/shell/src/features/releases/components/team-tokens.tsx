import type { IssuedTeamToken, TeamToken } from '@portal/contract';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Form,
  Input,
  Popconfirm,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueTeamToken, revokeTeamToken } from '../api/release-queries';
import { useReleasesChanged } from '../use-releases-changed';
import { IssuedTokenDialog } from './issued-token-dialog';

/** An app's team tokens: issued with a name (shown once), revoked at once, none ever shown again. */
export function TeamTokens({
  userId,
  app,
  tokens,
}: {
  userId: number;
  app: string;
  tokens: TeamToken[];
}) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const changed = useReleasesChanged(userId, app);
  const [form] = Form.useForm<{ name: string }>();
  const [issued, setIssued] = useState<IssuedTeamToken>();
  const issue = useMutation({
    mutationFn: (name: string) => issueTeamToken(app, name.trim()),
    onSuccess: (token) => {
      setIssued(token);
      form.resetFields();
      changed();
    },
    onError: (error) => void notify('error', error.message),
  });
  const revoke = useMutation({
    mutationFn: (token: TeamToken) => revokeTeamToken(token.id),
    onSuccess: (token) => {
      void notify('success', t('releases.tokens.revoked', { name: token.name }));
      changed();
    },
    onError: (error) => void notify('error', error.message),
  });
  const columns: TableColumnsType<TeamToken> = [
    { key: 'name', title: t('releases.tokens.columns.name'), dataIndex: 'name' },
    {
      key: 'issuedBy',
      title: t('releases.tokens.columns.issuedBy'),
      render: (_, token) => (
        <>
          <span>{token.issuedBy.displayName}</span>{' '}
          <Typography.Text type="secondary">
            <time dateTime={token.issuedAt}>{formatTime(token.issuedAt)}</time>
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'lastUsed',
      title: t('releases.tokens.columns.lastUsed'),
      render: (_, token) =>
        token.lastUsedAt ? formatTime(token.lastUsedAt) : t('releases.tokens.never'),
    },
    {
      key: 'state',
      title: t('releases.tokens.columns.state'),
      width: 90,
      render: (_, token) =>
        token.revokedAt ? (
          <Tag>{t('releases.tokens.state.revoked')}</Tag>
        ) : (
          <Tag color="green">{t('releases.tokens.state.active')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('releases.tokens.columns.actions'),
      width: 90,
      render: (_, token) =>
        token.revokedAt === null && (
          <Popconfirm
            title={t('releases.tokens.revokeTitle', { name: token.name })}
            description={t('releases.tokens.revokeDescription')}
            okText={t('releases.tokens.revoke')}
            okButtonProps={{ danger: true }}
            cancelText={t('releases.rollback.cancel')}
            onConfirm={() => revoke.mutateAsync(token).catch(() => undefined)}
          >
            <Button
              type="link"
              size="small"
              danger
              aria-label={t('releases.tokens.revokeOf', { name: token.name })}
            >
              {t('releases.tokens.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <section className="releases__section">
      <Typography.Title level={5}>{t('releases.tokens.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('releases.tokens.intro')}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        className="releases__form"
        onFinish={({ name }) => issue.mutate(name)}
      >
        <Form.Item
          name="name"
          label={t('releases.tokens.name')}
          rules={[{ required: true, whitespace: true, message: t('releases.tokens.nameRequired') }]}
        >
          <Input placeholder={t('releases.tokens.namePlaceholder')} maxLength={64} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={issue.isPending}>
            {t('releases.tokens.issue')}
          </Button>
        </Form.Item>
      </Form>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={tokens}
        pagination={false}
        locale={{ emptyText: t('releases.tokens.empty') }}
        data-testid="team-tokens"
      />
      {issued && <IssuedTokenDialog issued={issued} onClose={() => setIssued(undefined)} />}
    </section>
  );
}
