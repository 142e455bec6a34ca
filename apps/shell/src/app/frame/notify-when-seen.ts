import { notify, type NoticeLevel } from '@/lib/notify';

/**
 * Shows a notice once this window is in view: a window told in the background of what another
 * window did would show it to nobody, its few seconds over before the user comes back to it.
 */
export function notifyWhenSeen(level: NoticeLevel, text: string): void {
  if (document.visibilityState === 'visible') {
    void notify(level, text);
    return;
  }
  function onVisibilityChange() {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    void notify(level, text);
  }
  document.addEventListener('visibilitychange', onVisibilityChange);
}
