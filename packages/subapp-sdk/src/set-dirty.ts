import { sendToHost } from './internal/send-to-host';

/**
 * Tells the shell that the app's current tab holds work not yet saved: the shell asks the user,
 * naming the tab, before closing or refreshing it, switching firm, signing out or leaving the
 * page, and its session countdown names the tab. Alone, logs it.
 *
 * @example
 * form.addEventListener('input', () => setDirty());
 */
export function setDirty(): void {
  sendToHost({ type: 'set-dirty', dirty: true });
}

/**
 * The app's current tab holds nothing unsaved any more (it was saved, or the changes were
 * undone). Alone, logs it.
 *
 * @example
 * await saveOrder(order);
 * clearDirty();
 */
export function clearDirty(): void {
  sendToHost({ type: 'set-dirty', dirty: false });
}
