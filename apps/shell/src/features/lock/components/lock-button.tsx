import { LockOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockPasswordDialog, preloadLockPasswordDialog, preloadLockScreen } from '../lock-parts';
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

  // Pointed at or focused: what a press shows loads, that alone, so that its compiling does not
  // fall on the press itself.
  const prepare = () =>
    void (hasLockPassword() ? preloadLockScreen() : preloadLockPasswordDialog());

  function onClick() {
    if (hasLockPassword()) return onLock();
    setAsking(true);
    // The lock page comes next: its code loads while the password is typed.
    void preloadLockScreen();
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
          onPointerEnter={prepare}
          onFocus={prepare}
          data-testid="lock-button"
        />
      </Tooltip>
      {isAsking && <LockPasswordDialog onCancel={() => setAsking(false)} onSet={onPasswordSet} />}
    </>
  );
}
