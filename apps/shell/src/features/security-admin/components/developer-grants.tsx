import type { DeveloperGrant, SecurityUser } from '@portal/contract';
import { notify } from '@/lib/notify';
import { useRegistry } from '@/lib/runtime-config';
import { ReasonDialog } from '@/lib/ui/reason-dialog';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeDeveloperGrant, developerGrantsQuery } from '../api/developer-grant-queries';
import { securityAdminKeys } from '../api/security-admin-queries';
import './developer-grants.css';

type Change = { which: 'grant' | 'revoke'; app: string };

/**
 * Which apps an account may run from a development server in its own sessions (decision 0026):
 * granted and revoked here, each with a reason for the trail. A duty holder's sessions run no
 * sub-app, so they get none.
 */
export function DeveloperGrants({ userId, account }: { userId: number; account: SecurityUser }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const formatTime = useDateTimeFormat();
  const queryClient = useQueryClient();
  const registry = useRegistry();
  const [chosen, setChosen] = useState<string>();
  const [change, setChange] = useState<Change>();
  const grants = useQuery({
    ...developerGrantsQuery(userId, account.id),
    enabled: account.duty === null,
  });
  const run = useMutation({
    mutationFn: ({ which, app, reason }: Change & { reason: string }) =>
      changeDeveloperGrant(which, { userId: account.id, app, reason }),
    onSuccess: (_grants, { which, app }) => {
      const done = which === 'grant' ? 'granted' : 'revoked';
      void notify('success', t(`developerOverride.grants.${done}`, { app: titleOf(app) }));
      setChange(undefined);
      setChosen(undefined);
    },
    onError: (error) => void notify('error', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityAdminKeys.all(userId) }),
  });

  const titleOf = (name: string) => {
    const title = registry.find((entry) => entry.name === name)?.title;
    return title?.[i18n.language] ?? title?.['zh-CN'] ?? name;
  };
  const held = new Set((grants.data ?? []).map(({ app }) => app));
  const offered = registry
    .filter((entry) => !entry.public && !held.has(entry.name))
    .map((entry) => ({ value: entry.name, label: titleOf(entry.name) }));
  const name = t('securityAdmin.accountName', {
    name: account.displayName,
    username: account.username,
  });
  const confirm = change?.which === 'grant' ? 'confirmGrant' : 'confirmRevoke';

  return (
    <section className="security-admin__developers" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="security-admin__section-title">
        {t('developerOverride.grants.title')}
      </h3>
      <p className="security-admin__muted">{t('developerOverride.grants.description')}</p>
      {account.duty !== null ? (
        <Alert type="info" showIcon title={t('developerOverride.grants.dutyHolder')} />
      ) : (
        <>
          {grants.error && <Alert type="error" showIcon title={grants.error.message} />}
          <List<DeveloperGrant>
            size="small"
            loading={grants.isPending}
            dataSource={grants.data ?? []}
            locale={{ emptyText: t('developerOverride.grants.none') }}
            data-testid="developer-grants"
            renderItem={(grant) => (
              <List.Item
                actions={[
                  <Button
                    key="revoke"
                    type="link"
                    size="small"
                    danger
                    aria-label={t('developerOverride.grants.revokeOf', { app: titleOf(grant.app) })}
                    onClick={() => setChange({ which: 'revoke', app: grant.app })}
                  >
                    {t('developerOverride.grants.revoke')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={titleOf(grant.app)}
                  description={
                    <span>
                      {grant.grantedBy.displayName}{' '}
                      <time dateTime={grant.grantedAt}>{formatTime(grant.grantedAt)}</time>
                    </span>
                  }
                />
              </List.Item>
            )}
          />
          <div className="security-admin__developer-grant">
            <Select
              className="security-admin__developer-app"
              value={chosen}
              onChange={setChosen}
              options={offered}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('developerOverride.grants.chooseApp')}
              aria-label={t('developerOverride.grants.app')}
            />
            <Button
              disabled={chosen === undefined}
              onClick={() => chosen && setChange({ which: 'grant', app: chosen })}
            >
              {t('developerOverride.grants.grant')}
            </Button>
          </div>
        </>
      )}
      <ReasonDialog
        open={change !== undefined}
        title={
          change
            ? t(`developerOverride.grants.${confirm}.title`, { name, app: titleOf(change.app) })
            : ''
        }
        description={
          change
            ? t(`developerOverride.grants.${confirm}.description`, { app: titleOf(change.app) })
            : ''
        }
        confirmText={change ? t(`developerOverride.grants.${change.which}`) : ''}
        danger={change?.which === 'revoke'}
        busy={run.isPending}
        labels={{
          reason: t('securityAdmin.reason'),
          placeholder: t('securityAdmin.reasonPlaceholder'),
          required: t('securityAdmin.reasonRequired'),
          cancel: t('securityAdmin.cancel'),
        }}
        onCancel={() => setChange(undefined)}
        onConfirm={(reason) =>
          change ? run.mutateAsync({ ...change, reason }).catch(() => undefined) : Promise.resolve()
        }
      />
    </section>
  );
}
