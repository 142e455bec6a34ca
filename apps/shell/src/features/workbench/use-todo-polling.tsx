import type { Todo } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { todoQueries } from './api/todo-queries';
import { comparePoll, readTodoMark, todoPollLockName, writeTodoMark } from './todo-poll';
import { pollPage } from './todo-poll-page';
import { todoPagePath } from './todo-page';
import { paths } from '@/lib/paths';

export type TodoPollingOptions = {
  firmId: number | undefined;
  userId: number | undefined;
  /** Runtime configuration `session.todoPollIntervalMs` (spec §9: 30 s). */
  intervalMs: number;
  /** False while signed out or locked: no poll then. */
  isActive: boolean;
  /** Opens a path of the shell (a to-do's sub-application page) in a tab. */
  onOpen: (path: string) => void;
};

type Announcement = { firmId: number; userId: number; todo: Todo | undefined };

const notificationKey = 'todo-poll';
const backlogPath = paths.backlog;

/**
 * The to-do poll of spec §4. One browser tab polls: the one holding the Web Lock
 * `portal-todo-poll` (the others queue for it and take over when that tab closes, locks or signs
 * out). The polling tab tells the others over a BroadcastChannel, so the notification shows in
 * whichever tab the user is looking at. Without Web Locks every tab polls; the stored mark still
 * announces each new to-do once per tab at most.
 */
export function useTodoPolling({
  firmId,
  userId,
  intervalMs,
  isActive,
  onOpen,
}: TodoPollingOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useRef({ t, onOpen });
  useEffect(() => {
    latest.current = { t, onOpen };
  });

  useEffect(() => {
    if (!isActive || firmId === undefined || userId === undefined) return undefined;
    const stop = new AbortController();
    const channel =
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(todoPollLockName);

    const announce = async (todo: Todo | undefined) => {
      const { t: translate } = latest.current;
      void queryClient.invalidateQueries({ queryKey: todoQueries.all(firmId) });
      // antd's notification loads with the first announcement, not with the frame.
      const { default: notification } = await import('antd/es/notification');
      const open = () => {
        notification.destroy(notificationKey);
        latest.current.onOpen(todo ? todoPagePath(todo) : backlogPath);
      };
      notification.open({
        key: notificationKey,
        type: 'info',
        title: translate('workbench.poll.title'),
        description: todo
          ? translate('workbench.poll.description', {
              title: todo.title,
              applicant: todo.applicant,
            })
          : translate('workbench.poll.descriptionUnknown'),
        actions: (
          <Button type="primary" size="small" onClick={open}>
            {translate(todo ? 'workbench.poll.open' : 'workbench.poll.openBacklog')}
          </Button>
        ),
        duration: 0,
      });
    };

    channel?.addEventListener('message', (event: MessageEvent<Announcement>) => {
      if (event.data.firmId === firmId && event.data.userId === userId) {
        void announce(event.data.todo);
      }
    });

    const pollOnce = async () => {
      const page = await pollPage(queryClient, firmId).catch(() => undefined);
      if (!page || stop.signal.aborted) return;
      const result = comparePoll(page, readTodoMark(firmId, userId));
      if (result.kind === 'unchanged') return;
      writeTodoMark(firmId, userId, result.newestId);
      if (result.kind === 'new') {
        void announce(result.todo);
        channel?.postMessage({ firmId, userId, todo: result.todo } satisfies Announcement);
      }
    };

    /** Polls now and every interval until stopped; holding the lock for as long. */
    const pollUntilStopped = () =>
      new Promise<void>((resolve) => {
        void pollOnce();
        const timer = window.setInterval(() => void pollOnce(), intervalMs);
        stop.signal.addEventListener(
          'abort',
          () => {
            window.clearInterval(timer);
            resolve();
          },
          { once: true },
        );
      });

    if (typeof navigator.locks?.request === 'function') {
      // Aborting while queued rejects with an AbortError: nothing to do then.
      navigator.locks
        .request(todoPollLockName, { signal: stop.signal }, pollUntilStopped)
        .catch(() => undefined);
    } else {
      void pollUntilStopped();
    }

    return () => {
      stop.abort();
      channel?.close();
    };
  }, [firmId, userId, intervalMs, isActive, queryClient]);
}
