import type { HostContext } from '../host-context';
import type { MicroAppChannel } from './micro-app-window';

type Listener = (context: HostContext) => void;

const listeners = new Set<Listener>();
let lastSeen: HostContext | null = null;
let currentChannel: MicroAppChannel | undefined;
const warned = new Set<string>();

function warnOnce(key: string, text: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[subapp-sdk] ${text}`);
}

function isHostContext(value: unknown): value is HostContext {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<HostContext>;
  return (
    candidate.version === 1 &&
    typeof candidate.token === 'string' &&
    typeof candidate.baseRoute === 'string' &&
    Array.isArray(candidate.buttons)
  );
}

/** The context the host last sent, or null when it sent none (or one this SDK cannot read). */
function readHostContext(channel: MicroAppChannel): HostContext | null {
  const context = channel.getData()?.['context'];
  if (context === undefined) return null;
  if (isHostContext(context)) return context;
  warnOnce('shape', 'The host sent a context this SDK cannot read (expected version 1); ignored.');
  return null;
}

/** Until the host's context arrives: nobody signed in, the shell's defaults. */
const pendingContext: HostContext = Object.freeze({
  version: 1,
  userInfo: {},
  crmUserInfo: null,
  token: '',
  locale: 'zh-CN',
  theme: 'theme-white',
  buttons: [],
  baseRoute: '/',
});

export function embeddedContext(channel: MicroAppChannel): HostContext {
  const context = readHostContext(channel);
  if (context !== null) return context;
  warnOnce('pending', 'The host has not sent its context yet; using an empty one until it does.');
  return pendingContext;
}

/** One micro-app listener for all of ours: it tells them only when the context object changes. */
function onData(): void {
  const channel = currentChannel;
  if (channel === undefined) return;
  const context = readHostContext(channel);
  if (context === null || context === lastSeen) return;
  lastSeen = context;
  for (const listener of [...listeners]) listener(context);
}

export function subscribeHost(channel: MicroAppChannel, listener: Listener): () => void {
  if (listeners.size === 0) {
    currentChannel = channel;
    lastSeen = readHostContext(channel);
    // autoTrigger: when micro-app shows a kept-alive app again it re-adds this listener, which then
    // catches up with a context the host sent while the app was hidden.
    channel.addDataListener(onData, true);
  }
  listeners.add(listener);
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    channel.removeDataListener(onData);
    currentChannel = undefined;
  };
}
