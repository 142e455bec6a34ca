import type { SecurityUser, SecurityUserSession } from '@portal/contract';
import { notify } from '@/lib/notify';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  runSecurityAction,
  securityAdminKeys,
  securityUserSessionsQuery,
  type SecurityAction,
} from '../api/security-admin-queries';
import { ReasonDialog } from '@/lib/ui/reason-dialog';
import { DeveloperGrants } from './developer-grants';

/**
 * One account's live sessions and the actions on it (end its sessions, all or one, disable or
 * enable it, reset its second factors, unlock it), each asking for a reason first.
 */
export function UserSessionsDrawer({
  userId,
  account,
  onClose,
}: {
  userId: number;
  account: SecurityUser | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<SecurityAction>();
  /** The session `endSession` ends, chosen on its row. */
  const [chosen, setChosen] = useState<SecurityUserSession>();
  const sessions = useQuery({
    ...securityUserSessionsQuery(userId, account?.id ?? 0),
    enabled: account !== undefined,
  });
  const run = useMutation({
    mutationFn: ({ which, reason }: { which: SecurityAction; reason: string }) =>
      runSecurityAction(which, {
        userId: account?.id ?? 0,
        reason,
        ...(which === 'endSession' && chosen ? { sessionId: chosen.id } : {}),
      }),
    onSuccess: (outcome, { which }) => {
      void notify('success', t(`securityAdmin.done.${which}`, outcome));
      setAction(undefined);
    },
    onError: (error) => void notify('error', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityAdminKeys.all(userId) }),
  });

  const name = account
    ? t('securityAdmin.accountName', { name: account.displayName, username: account.username })
    : '';
  const isDisabled = account?.status === 'disabled';
  const deviceOf = (session: SecurityUserSession) =>
    session.device ?? t('securityAdmin.unknownDevice');
  const chosenSession = chosen && {
    device: deviceOf(chosen),
    address: chosen.clientAddress ?? t('securityAdmin.unknownAddress'),
    startedAt: formatTime(chosen.startedAt),
  };
  const toggle: SecurityAction = isDisabled ? 'enable' : 'disable';

  return (
    <Drawer
      open={account !== undefined}
      onClose={onClose}
      title={t('securityAdmin.drawerTitle', { name })}
      size={520}
      className="security-admin__drawer"
    >
      {account && (
        <Space orientation="vertical" size="middle" className="security-admin__drawer-body">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('securityAdmin.columns.status')}>
              <Tag color={isDisabled ? 'red' : 'green'}>
                {t(`securityAdmin.status.${account.status}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('securityAdmin.columns.duty')}>
              {account.duty ? t(`securityAdmin.duties.${account.duty}`) : t('securityAdmin.noDuty')}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Button
              danger
              disabled={!sessions.data?.length}
              onClick={() => setAction('endSessions')}
            >
              {t('securityAdmin.actions.endSessions')}
            </Button>
            <Button danger={!isDisabled} onClick={() => setAction(toggle)}>
              {t(`securityAdmin.actions.${toggle}`)}
            </Button>
            <Button danger onClick={() => setAction('resetFactors')}>
              {t('securityAdmin.actions.resetFactors')}
            </Button>
            <Button onClick={() => setAction('unlock')}>{t('securityAdmin.actions.unlock')}</Button>
          </Space>
          {sessions.error && <Alert type="error" showIcon title={sessions.error.message} />}
          <Table<SecurityUserSession>
            rowKey="id"
            size="small"
            title={() => <strong>{t('securityAdmin.sessionsTitle')}</strong>}
            columns={[
              {
                key: 'device',
                title: t('securityAdmin.device'),
                render: (_, session) => (
                  <span className="security-admin__text">
                    {deviceOf(session)}
                    <span className="security-admin__muted security-admin__block">
                      {session.clientAddress ?? t('securityAdmin.unknownAddress')}
                    </span>
                  </span>
                ),
              },
              {
                key: 'times',
                title: t('securityAdmin.times'),
                render: (_, session) => (
                  <span className="security-admin__session-facts">
                    <span>
                      {t('securityAdmin.startedAt')}
                      <time dateTime={session.startedAt}>{formatTime(session.startedAt)}</time>
                    </span>
                    <span>
                      {t('securityAdmin.lastActiveAt')}
                      <time dateTime={session.lastActiveAt}>
                        {formatTime(session.lastActiveAt)}
                      </time>
                    </span>
                  </span>
                ),
              },
              {
                key: 'actions',
                title: t('securityAdmin.columns.actions'),
                width: 90,
                render: (_, session) => (
                  <Button
                    type="link"
                    size="small"
                    danger
                    aria-label={t('securityAdmin.endSessionOf', {
                      device: deviceOf(session),
                      address: session.clientAddress ?? t('securityAdmin.unknownAddress'),
                    })}
                    onClick={() => {
                      setChosen(session);
                      setAction('endSession');
                    }}
                  >
                    {t('securityAdmin.endSession')}
                  </Button>
                ),
              },
            ]}
            dataSource={sessions.data ?? []}
            loading={sessions.isPending}
            pagination={false}
            locale={{ emptyText: t('securityAdmin.noSessions') }}
            data-testid="security-sessions"
          />
          <DeveloperGrants userId={userId} account={account} />
        </Space>
      )}
      <ReasonDialog
        open={action !== undefined}
        title={action ? t(`securityAdmin.confirm.${action}.title`, { name }) : ''}
        description={
          action ? t(`securityAdmin.confirm.${action}.description`, chosenSession ?? {}) : ''
        }
        confirmText={action ? t(`securityAdmin.actions.${action}`) : ''}
        danger={action !== 'enable' && action !== 'unlock'}
        busy={run.isPending}
        labels={{
          reason: t('securityAdmin.reason'),
          placeholder: t('securityAdmin.reasonPlaceholder'),
          required: t('securityAdmin.reasonRequired'),
          cancel: t('securityAdmin.cancel'),
        }}
        onCancel={() => setAction(undefined)}
        onConfirm={(reason) =>
          action
            ? run.mutateAsync({ which: action, reason }).catch(() => undefined)
            : Promise.resolve()
        }
      />
    </Drawer>
  );
}
