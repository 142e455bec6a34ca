import { storagePrefix } from '@/lib/storage';
import { isLockedKey, keepPageUnderLock, takePageUnderLock } from '@/features/lock/lock-state';
import { firmIdKey, sessionKey } from '@/features/session/session-store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';

const keyOf = (name: string) => `${storagePrefix}${name}`;

/** The firm id in a stored firm value as a storage event carries it (the wrapper's JSON). */
function firmIdIn(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  try {
    const { content } = JSON.parse(raw) as { content?: unknown };
    return typeof content === 'number' ? content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows what another browser tab of the session does (decision 0019): a lock shows the lock
 * page here too, remembering this tab's page, and an unlock brings that page back; a sign-out
 * ends the session here; a switch to another firm brings this tab into it. Storage events fire
 * only in the other tabs, at once.
 */
export function useCrossTabSession({
  onSignedOut,
  onFirmChanged,
}: {
  onSignedOut: () => void;
  onFirmChanged: () => void;
}) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const page = useRef(`${pathname}${search}${hash}`);
  useEffect(() => {
    page.current = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);

  const handlers = useRef({ onSignedOut, onFirmChanged });
  useEffect(() => {
    handlers.current = { onSignedOut, onFirmChanged };
  }, [onSignedOut, onFirmChanged]);

  useEffect(() => {
    function followLock(isLocked: boolean) {
      const isOnLockPage = page.current === paths.lock;
      if (isLocked && !isOnLockPage) {
        keepPageUnderLock(page.current);
        void navigate(paths.lock, { replace: true });
      } else if (!isLocked && isOnLockPage) {
        void navigate(takePageUnderLock(), { replace: true });
      }
    }
    function onStorage(event: StorageEvent) {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === keyOf(sessionKey) && event.newValue === null) {
        handlers.current.onSignedOut();
      } else if (event.key === keyOf(firmIdKey)) {
        const firmId = firmIdIn(event.newValue);
        if (firmId !== undefined && firmId !== firmIdIn(event.oldValue)) {
          handlers.current.onFirmChanged();
        }
      } else if (event.key === keyOf(isLockedKey)) {
        followLock(event.newValue !== null);
      } else if (event.key === null) {
        // The other tab cleared the whole storage (signing out clears it all at once).
        handlers.current.onSignedOut();
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);
}
