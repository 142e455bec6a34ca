import { safeRedirectTarget } from '@/features/session/safe-redirect';
import type { SubAppMessage } from '@portal/subapp-sdk';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The message in what a sub-app dispatched (`{ message }`), or undefined when it is not one. */
export function subAppMessageOf(data: unknown): SubAppMessage | undefined {
  const message = isRecord(data) ? data.message : undefined;
  if (!isRecord(message)) return undefined;
  switch (message.type) {
    case 'report':
      return typeof message.status === 'number' && typeof message.code === 'number'
        ? {
            type: 'report',
            status: message.status,
            code: message.code,
            ...(typeof message.message === 'string' ? { message: message.message } : {}),
          }
        : undefined;
    case 'open-tab':
    case 'navigate': {
      // Only an address inside the shell: no other site, no script.
      const path = typeof message.path === 'string' ? safeRedirectTarget(message.path) : undefined;
      return path ? { type: message.type, path } : undefined;
    }
    case 'close-self':
      return { type: 'close-self' };
    case 'set-dirty':
      return typeof message.dirty === 'boolean'
        ? { type: 'set-dirty', dirty: message.dirty }
        : undefined;
    case 'set-title':
      return typeof message.title === 'string' && message.title.trim()
        ? { type: 'set-title', title: message.title.trim().slice(0, 60) }
        : undefined;
    default:
      return undefined;
  }
}
