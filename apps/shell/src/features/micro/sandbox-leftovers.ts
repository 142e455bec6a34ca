/**
 * What micro-app's iframe sandbox leaves on the shell's own window, each holding a sandbox window
 * (and with it the app's realm, its document and the DOM it rendered) after the app is destroyed
 * (docs/decisions/0023-closed-apps-give-their-memory-back.md):
 *
 * - The shell's constructors the sandbox hands to the app as they are (`DOMParser`,
 *   `MutationObserver`, `ResizeObserver`, `Range`, `RangeError`, `Screen`, …: the library's
 *   escape lists) get a `Symbol.hasInstance` whose closure holds the last sandbox made. For these
 *   the app's constructor is the shell's, so the patch answers as the built-in one does.
 * - The library keeps a function it bound to the shell's window on that function
 *   (`__MICRO_APP_BOUND_WINDOW_FUNCTION__`), and the bound copy inherits the flag saying it is not
 *   bound: the first app to read it through its window binds it again to its own window and
 *   caches that on the shell's copy, so `requestAnimationFrame` kept the first app's window alive.
 * - `__MICRO_APP_PROXY_WINDOW__`, set on the shell's window before every script of the 'with'
 *   sandbox and never taken off.
 */

/** The cache keys of bindFunctionToRawTarget: `__MICRO_APP_BOUND_WINDOW_FUNCTION__` and others. */
const boundCacheKey = /^__MICRO_APP_BOUND_\w+_FUNCTION__$/;

type Patched = Record<string | symbol, unknown>;

/** The function `holder` has as its own value under `key`, without calling a getter. */
function ownFunction(holder: object, key: string): Patched | undefined {
  const descriptor = Object.getOwnPropertyDescriptor(holder, key);
  const value: unknown = descriptor && 'value' in descriptor ? descriptor.value : undefined;
  return typeof value === 'function' ? (value as unknown as Patched) : undefined;
}

/** Drops what sandboxes cached on the bound copies of `fn`: those copies bound again. */
function dropRebinds(fn: Patched): void {
  for (const key of Object.getOwnPropertyNames(fn)) {
    const copy = boundCacheKey.test(key) ? ownFunction(fn, key) : undefined;
    if (!copy) continue;
    for (const nested of Object.getOwnPropertyNames(copy)) {
      if (boundCacheKey.test(nested)) Reflect.deleteProperty(copy, nested);
    }
  }
}

/**
 * Takes off the shell's window what micro-app's sandboxes left on it (see above), so that a
 * destroyed app's realm can be collected. Harmless to apps still running: they get the same
 * answers from the built-in `Symbol.hasInstance`, and bind the shell's functions to their own
 * window again on next use. Only the window's own functions are looked at (the interfaces and
 * functions a page's global has), once per app destroyed.
 */
export function releaseSandboxLeftovers(shellWindow: Window = window): void {
  delete (shellWindow as { __MICRO_APP_PROXY_WINDOW__?: unknown }).__MICRO_APP_PROXY_WINDOW__;
  for (const key of Object.getOwnPropertyNames(shellWindow)) {
    const fn = ownFunction(shellWindow, key);
    if (!fn) continue;
    // Neither the browser nor the shell defines one on a global: each is the library's.
    if (Object.hasOwn(fn, Symbol.hasInstance)) Reflect.deleteProperty(fn, Symbol.hasInstance);
    dropRebinds(fn);
  }
}
