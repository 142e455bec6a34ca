import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditLockState } from '../use-edit-lock';

/** Whether the user may edit: waiting for the lock, someone else holds it, or it was lost. */
export function LockAlert({ state, onRetry }: { state: EditLockState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'acquiring') {
    return <Alert type="info" showIcon title={t('calendar.lock.acquiring')} />;
  }
  if (state.status === 'refused' || state.status === 'lost') {
    return (
      <Alert
        type={state.status === 'refused' ? 'warning' : 'error'}
        showIcon
        data-testid="lock-alert"
        title={state.message}
        description={t(
          state.status === 'refused' ? 'calendar.lock.readOnly' : 'calendar.lock.lost',
        )}
        action={
          <Button size="small" onClick={onRetry}>
            {t('calendar.lock.retry')}
          </Button>
        }
      />
    );
  }
  return null;
}
