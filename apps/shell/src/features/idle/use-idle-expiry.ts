import { useCallback, useEffect, useState } from 'react';
import { checkCoreCacheExpiring } from './api/check-core-cache';
import { renewSession } from './api/renew-session';

export type IdleExpiryOptions = {
  userId: number | undefined;
  checkIntervalMs: number;
  countdownSeconds: number;
  onExpired: () => void;
};

/** The windows of one browser share the session: staying signed in in one counts for all. */
const renewals = 'portal-session-renewed';

/** Whole seconds left until `deadline`, never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The idle check of spec §4: every interval, ask whether the session is about to end; if so,
 * count down and end it at zero unless the user stays. Time comes from timestamps, not from
 * counting ticks, so a throttled background tab still ends on time. Staying signed in in one
 * window of the browser stops the countdown in all of them.
 */
export function useIdleExpiry({
  userId,
  checkIntervalMs,
  countdownSeconds,
  onExpired,
}: IdleExpiryOptions) {
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (userId === undefined || deadline !== undefined) return undefined;
    const timer = window.setInterval(() => {
      checkCoreCacheExpiring(userId).then(
        (isExpiring) => {
          if (isExpiring) setDeadline(Date.now() + countdownSeconds * 1000);
        },
        () => undefined,
      );
    }, checkIntervalMs);
    return () => window.clearInterval(timer);
  }, [userId, deadline, checkIntervalMs, countdownSeconds]);

  useEffect(() => {
    if (deadline === undefined) return undefined;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline]);

  useEffect(() => {
    const channel = new BroadcastChannel(renewals);
    channel.onmessage = () => setDeadline(undefined);
    return () => channel.close();
  }, []);

  const remaining = deadline === undefined ? undefined : secondsLeft(deadline, now);
  useEffect(() => {
    if (remaining === 0) onExpired();
  }, [remaining, onExpired]);

  const stay = useCallback(async () => {
    await renewSession();
    setDeadline(undefined);
    const channel = new BroadcastChannel(renewals);
    channel.postMessage('renewed');
    channel.close();
  }, []);

  return { remaining, stay };
}
