import type { HostContext } from '../host-context';

/** What a standalone run may set; the rest comes from the defaults. */
export type StandaloneSettings = Partial<Omit<HostContext, 'version'>>;

type Listener = (context: HostContext) => void;

let settings: StandaloneSettings = {};
let context: HostContext | undefined;
const listeners = new Set<Listener>();
let hasNoticed = false;

const locales: readonly HostContext['locale'][] = ['zh-CN', 'en'];

/** Vite replaces import.meta.env at build time; other bundlers leave it undefined. */
function envValue(name: string): string | undefined {
  // Written out as import.meta.env so that Vite (and Vitest) recognise and replace it.
  const value: unknown = import.meta.env?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The shell writes the user name as a cookie of the site (spec §9); no token: see token below. */
function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((each) => each.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

function defaults(): HostContext {
  const userName = cookie('userName');
  const locale = envValue('VITE_PORTAL_LOCALE');
  return {
    version: 1,
    userInfo: userName === undefined ? {} : { userName },
    crmUserInfo: null,
    // The portal no longer writes its token where a script reads it: a standalone run is
    // given one with configureStandalone (docs/sub-apps.md, "Your app's credential").
    token: '',
    locale: locales.find((each) => each === locale) ?? 'zh-CN',
    theme: envValue('VITE_PORTAL_THEME') ?? 'theme-white',
    buttons: (envValue('VITE_PORTAL_BUTTONS') ?? '').split(',').filter((code) => code !== ''),
    baseRoute: envValue('VITE_PORTAL_BASE_ROUTE') ?? '/',
  };
}

/** Says once, in the console, that the app runs alone and how its context is made. */
export function noticeStandalone(): void {
  if (hasNoticed) return;
  hasNoticed = true;
  console.info(
    '[subapp-sdk] Running outside the portal shell: the host context is the standalone one ' +
      '(defaults, VITE_PORTAL_* variables, the userName cookie, configureStandalone()), ' +
      'and messages to the host are logged here instead of sent.',
  );
}

/** The standalone context: the same object until the settings change. */
export function standaloneContext(): HostContext {
  noticeStandalone();
  context ??= { ...defaults(), ...settings, version: 1 };
  return context;
}

export function updateStandalone(changes: StandaloneSettings): void {
  settings = { ...settings, ...changes };
  context = undefined;
  if (listeners.size === 0) return;
  const next = standaloneContext();
  for (const listener of [...listeners]) listener(next);
}

export function subscribeStandalone(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
