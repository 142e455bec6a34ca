import { useCallback, useEffect, useRef, useState } from 'react';
import { checkCoreCacheExpiring } from './api/check-core-cache';
import { renewSession } from './api/renew-session';
import { watchPersonInput } from './person-input';

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
 * count down and end it at zero unless the user stays. Each check reports whether a person used
 * this window since the last one, and the server keeps a session in use alive (decision 0020), so
 * only an idle session counts down. Once it does, the person answers its dialog: input is not
 * reported then. The checks go on meanwhile, and a session the server no longer sees expiring
 * (renewed in another window) stops counting. Time comes from timestamps, not from counting
 * ticks, so a throttled background tab still ends on time. Staying signed in in one window of the
 * browser stops the countdown in all of them.
 */
export function useIdleExpiry({
  userId,
  checkIntervalMs,
  countdownSeconds,
  onExpired,
}: IdleExpiryOptions) {
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());
  const isCountingDown = useRef(false);
  // Bumped by each renewal: a check sent before it answers for a session that has since moved.
  const renewalCount = useRef(0);
  useEffect(() => {
    isCountingDown.current = deadline !== undefined;
  }, [deadline]);

  useEffect(() => {
    if (userId === undefined) return undefined;
    const input = watchPersonInput();
    const timer = window.setInterval(() => {
      const hasInput = input.take() && !isCountingDown.current;
      const renewalsBefore = renewalCount.current;
      checkCoreCacheExpiring(userId, { hasInput }).then(
        (isExpiring) => {
          if (renewalCount.current !== renewalsBefore) return;
          setDeadline((current) =>
            isExpiring ? (current ?? Date.now() + countdownSeconds * 1000) : undefined,
          );
        },
        () => {
          if (hasInput) input.giveBack();
        },
      );
    }, checkIntervalMs);
    return () => {
      window.clearInterval(timer);
      input.stop();
    };
  }, [userId, checkIntervalMs, countdownSeconds]);

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
    channel.onmessage = () => {
      renewalCount.current += 1;
      setDeadline(undefined);
    };
    return () => channel.close();
  }, []);

  const remaining = deadline === undefined ? undefined : secondsLeft(deadline, now);
  useEffect(() => {
    if (remaining === 0) onExpired();
  }, [remaining, onExpired]);

  const stay = useCallback(async () => {
    await renewSession();
    renewalCount.current += 1;
    setDeadline(undefined);
    const channel = new BroadcastChannel(renewals);
    channel.postMessage('renewed');
    channel.close();
  }, []);

  return { remaining, stay };
}
