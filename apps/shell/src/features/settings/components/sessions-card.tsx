import type { Session } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { upmsRoutes } from '@portal/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, List, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sessionsQuery } from '../api/session-queries';

/** The user's sign-ins that still work; any but this one can be ended here, at once. */
export function SessionsCard({ userId, className }: { userId: number; className?: string }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(userId));
  const reload = () => queryClient.invalidateQueries(sessionsQuery(userId));
  const endOne = useMutation({
    mutationFn: (id: number) => callEndpoint(upmsRoutes.endSession, { body: { id } }),
    onSettled: reload,
  });
  const endOthers = useMutation({
    mutationFn: () => callEndpoint(upmsRoutes.endOtherSessions),
    onSettled: reload,
  });
  const others = (sessions.data ?? []).filter((session) => !session.isCurrent);

  const describe = (session: Session) =>
    t('settings.sessions.where', {
      address: session.clientAddress ?? t('settings.sessions.unknown'),
      started: formatTime(session.startedAt),
      active: formatTime(session.lastActiveAt),
    });

  return (
    <Card
      className={className}
      variant="borderless"
      title={<h2 className="settings__card-title">{t('settings.sessions.title')}</h2>}
      extra={
        others.length > 0 && (
          <Popconfirm
            title={t('settings.sessions.endOthersConfirm', { count: others.length })}
            okText={t('settings.sessions.end')}
            cancelText={t('session.cancel')}
            onConfirm={() => endOthers.mutateAsync()}
          >
            <Button danger loading={endOthers.isPending}>
              {t('settings.sessions.endOthers')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <List
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        locale={{ emptyText: t('settings.sessions.none') }}
        renderItem={(session) => (
          <List.Item
            data-testid="session-row"
            actions={
              session.isCurrent
                ? [
                    <Tag key="current" color="blue">
                      {t('settings.sessions.current')}
                    </Tag>,
                  ]
                : [
                    <Button
                      key="end"
                      size="small"
                      loading={endOne.isPending && endOne.variables === session.id}
                      onClick={() => endOne.mutate(session.id)}
                    >
                      {t('settings.sessions.end')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={session.device ?? t('settings.sessions.unknownDevice')}
              description={describe(session)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
