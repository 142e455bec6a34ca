import { storagePrefix } from '@/lib/storage';
import { isLockedKey } from '@/features/lock/lock-state';
import { firmIdKey, sessionKey } from '@/features/session/session-store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

const keyOf = (name: string) => `${storagePrefix}${name}`;

/**
 * Follows what another browser tab of the session does (issue: several browser tabs): a lock
 * shows the lock page here too, an unlock brings back this tab's page, a sign-out ends the
 * session here, a firm switch brings this tab into the new firm. Storage events fire only in the
 * other tabs, at once.
 */
export function useCrossTabSession({
  onSignedOut,
  onFirmChanged,
}: {
  onSignedOut: () => void;
  onFirmChanged: () => void;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const lastPage = useRef<string>(paths.home);
  const isOnLockPage = useRef(false);
  useEffect(() => {
    isOnLockPage.current = pathname === paths.lock;
    if (pathname !== paths.lock) lastPage.current = `${pathname}${search}`;
  }, [pathname, search]);

  const handlers = useRef({ onSignedOut, onFirmChanged });
  useEffect(() => {
    handlers.current = { onSignedOut, onFirmChanged };
  }, [onSignedOut, onFirmChanged]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === keyOf(sessionKey) && event.newValue === null) {
        handlers.current.onSignedOut();
      } else if (event.key === keyOf(firmIdKey) && event.newValue !== null) {
        handlers.current.onFirmChanged();
      } else if (event.key === keyOf(isLockedKey)) {
        if (event.newValue !== null) void navigate(paths.lock, { replace: true });
        else if (isOnLockPage.current) void navigate(lastPage.current, { replace: true });
      } else if (event.key === null) {
        // The other tab cleared the whole storage (signing out clears it all at once).
        handlers.current.onSignedOut();
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);
}
