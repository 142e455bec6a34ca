import { LockOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockPasswordDialog } from '../lock-parts';
import { whenLockScreenShown } from '../lock-screen-shown';
import { hasLockPassword } from '../lock-state';

/**
 * Locks the screen (spec §4). Without a lock password a dialog asks for one first; the caller
 * then shows the lock page, and the dialog stays until the lock page covers it.
 */
export function LockButton({ onLock }: { onLock: () => void }) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const stopWaiting = useRef<() => void>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);

  function onClick() {
    if (hasLockPassword()) onLock();
    else setAsking(true);
  }

  function onPasswordSet() {
    stopWaiting.current?.();
    stopWaiting.current = whenLockScreenShown(() => setAsking(false));
    onLock();
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
          <LockPasswordDialog onCancel={() => setAsking(false)} onSet={onPasswordSet} />
        </Suspense>
      )}
    </>
  );
}
