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

export type SaveErrorAlertProps = {
  message: string;
  /** An edit (not a new record): the draft is kept and the lock may be taken again to save it. */
  isEditing: boolean;
  onRetakeAndKeep: () => void;
};

/** Why a save failed; an edit offers to take the lock again and keep the draft. */
export function SaveErrorAlert({ message, isEditing, onRetakeAndKeep }: SaveErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      data-testid="save-error"
      title={message}
      description={isEditing ? t('calendar.lock.draftKept') : undefined}
      action={
        isEditing && (
          <Button size="small" onClick={onRetakeAndKeep}>
            {t('calendar.lock.retakeAndKeep')}
          </Button>
        )
      }
    />
  );
}
