import { LockOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLockPassword } from '../lock-state';

// The dialog (a form, and the password hashing) loads only when a lock password is asked for.
const LockPasswordDialog = lazy(() =>
  import('./lock-password-dialog').then((module) => ({ default: module.LockPasswordDialog })),
);

/**
 * Locks the screen (spec §4). Without a lock password a dialog asks for one first; the caller
 * then shows the lock page.
 */
export function LockButton({ onLock }: { onLock: () => void }) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);

  function onClick() {
    if (hasLockPassword()) onLock();
    else setAsking(true);
  }

  return (
    <>
      <Tooltip title={t('lock.lock')}>
        <Button
          type="text"
          icon={<LockOutlined />}
          aria-label={t('lock.lock')}
          onClick={onClick}
          data-testid="lock-button"
        />
      </Tooltip>
      {isAsking && (
        <Suspense fallback={null}>
          <LockPasswordDialog
            onCancel={() => setAsking(false)}
            onSet={() => {
              setAsking(false);
              onLock();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
