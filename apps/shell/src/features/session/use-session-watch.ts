import { authRoutes } from '@portal/contract/routes';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { HttpError } from '@/lib/http/http-error';
import { httpSetup } from '@/lib/http/http-setup';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredToken, readTokenExpiresAt } from './session-store';
import { isSigningOutHere } from './sign-out';

/** How soon a cut watch is asked again: each try is a check of the session of its own. */
const retryAfterMs = 2_000;
/** How long before the absolute lifetime the user is told. */
const warnBeforeMs = 5 * 60_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps GET /auth/session/watch open while the frame is signed in: the server answers it 401
 * within about a second of the session ending, whoever ended it (a security administrator, the
 * user elsewhere, a password change, its idle or absolute lifetime), and this window then signs
 * out saying why, with no action of the user's. A cut connection (a proxy restarting, an
 * instance going away) is asked again every two seconds. `onLifetimeEnding` is called once,
 * five minutes before the token's absolute lifetime (or at once when less is left).
 */
export function useSessionWatch({
  isSignedIn,
  onLifetimeEnding,
}: {
  isSignedIn: boolean;
  onLifetimeEnding: (expiresAt: number) => void;
}): void {
  const { t } = useTranslation();
  const onEnding = useRef(onLifetimeEnding);
  const lifetimeEnded = useRef(t('idle.lifetimeEnded'));
  useEffect(() => {
    onEnding.current = onLifetimeEnding;
    lifetimeEnded.current = t('idle.lifetimeEnded');
  }, [onLifetimeEnding, t]);

  useEffect(() => {
    if (!isSignedIn) return undefined;
    const stopped = new AbortController();
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let warnedFor: number | undefined;
    const warnBefore = (expiresAt: number | undefined) => {
      if (expiresAt === undefined || warnedFor === expiresAt) return;
      clearTimeout(warnTimer);
      const warn = () => {
        warnedFor = expiresAt;
        onEnding.current(expiresAt);
      };
      const delay = expiresAt - warnBeforeMs - Date.now();
      // A timer longer than 2^31 ms fires at once: a lifetime that far off is warned of later.
      if (delay <= 0) warn();
      else if (delay < 2 ** 31 - 1) warnTimer = setTimeout(warn, delay);
    };
    warnBefore(readTokenExpiresAt());

    const end = (message: string) => {
      if (!isSigningOutHere()) httpSetup().hooks.signOut(message);
    };
    void (async () => {
      while (!stopped.signal.aborted) {
        // The session's credential even past its lifetime, which no other call sends: the
        // server then records the expiry and says why the session ended. A staff session's
        // cookie goes along by itself (kept past the token's lifetime for this); a duty's token
        // is sent as stored.
        const token = readStoredToken();
        try {
          const { expiresAt } = await callEndpoint(authRoutes.watchSession, {
            signal: stopped.signal,
            silent: true,
            // Cut whenever the page goes or the network blinks, and asked again: no news.
            unlogged: true,
            withoutToken: true,
            ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
          });
          warnBefore(Date.parse(expiresAt));
        } catch (error) {
          if (stopped.signal.aborted) return;
          // The session ended: signed out here with the server's words (spec §8), unless this
          // window is signing out itself.
          if (error instanceof HttpError && error.code === 401) return end(error.message);
          // Past its lifetime with the server out of reach: over all the same.
          if ((readTokenExpiresAt() ?? Infinity) <= Date.now()) return end(lifetimeEnded.current);
          await pause(retryAfterMs, stopped.signal);
        }
      }
    })();
    return () => {
      stopped.abort();
      clearTimeout(warnTimer);
    };
  }, [isSignedIn]);
}
