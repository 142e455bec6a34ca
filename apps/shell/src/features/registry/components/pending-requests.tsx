import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { registryRequestsQuery } from '../api/registry-queries';
import { RequestChanges } from './request-changes';

/** The registry page's changes waiting for a security administrator: nothing while none wait. */
export function PendingRequests({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const requests = useQuery(registryRequestsQuery(userId));
  const pending = requests.data?.requests.filter((request) => request.status === 'pending') ?? [];
  if (pending.length === 0) return null;
  return (
    <Alert
      className="registry-page__pending"
      type="warning"
      showIcon
      title={t('registry.pendingTitle', { count: pending.length })}
      description={pending.map((request) => (
        <div key={request.id} data-testid="registry-pending-request">
          <strong>{t('registry.requestOf', { route: request.route, id: request.id })}</strong>
          <RequestChanges request={request} />
        </div>
      ))}
    />
  );
}
