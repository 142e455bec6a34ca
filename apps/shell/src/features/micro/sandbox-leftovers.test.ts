import { describe, expect, it } from 'vitest';
import { releaseSandboxLeftovers } from './sandbox-leftovers';

type Patchable = Record<string | symbol, unknown>;

/** A shell window's own globals, as micro-app finds them: an interface and a function. */
function shellGlobals() {
  class DOMParser {
    readonly kind = 'parser';
  }
  function requestAnimationFrame() {
    return 1;
  }
  return { DOMParser, requestAnimationFrame } as unknown as Window & {
    DOMParser: typeof DOMParser & Patchable;
    requestAnimationFrame: typeof requestAnimationFrame & Patchable;
    __MICRO_APP_PROXY_WINDOW__?: unknown;
  };
}

/**
 * What an app's iframe sandbox does to the shell's window (micro-app 1.0.0-rc.30,
 * patchWindowProperty$1 and bindFunctionToRawTarget): its escaped constructors get a
 * `Symbol.hasInstance` closing over the sandbox window; a function is bound to the shell's window
 * and that copy cached on it, the copy inheriting "not bound", so reading it through the app's
 * window binds it again to the sandbox window and caches that on the copy.
 */
function runSandbox(shell: ReturnType<typeof shellGlobals>, sandbox: object) {
  const { DOMParser, requestAnimationFrame: frame } = shell;
  Object.defineProperty(DOMParser, Symbol.hasInstance, {
    configurable: true,
    value: (target: unknown) =>
      Function.prototype[Symbol.hasInstance].call(DOMParser, target) ||
      (sandbox as Patchable).DOMParser === target,
  });
  frame.__MICRO_APP_IS_BOUND_FUNCTION__ = false;
  const bound = frame.bind(shell) as typeof frame & Patchable;
  for (const key in frame) bound[key] = frame[key];
  frame.__MICRO_APP_BOUND_WINDOW_FUNCTION__ = bound;
  bound.__MICRO_APP_BOUND_WINDOW_FUNCTION__ = bound.bind(sandbox);
  shell.__MICRO_APP_PROXY_WINDOW__ = sandbox;
}

describe('releaseSandboxLeftovers', () => {
  it("takes off the shell's window every reference a destroyed sandbox left there", () => {
    const shell = shellGlobals();
    runSandbox(shell, { DOMParser: 'the app' });

    releaseSandboxLeftovers(shell);

    expect(Object.getOwnPropertySymbols(shell.DOMParser)).not.toContain(Symbol.hasInstance);
    const bound = shell.requestAnimationFrame.__MICRO_APP_BOUND_WINDOW_FUNCTION__ as Patchable;
    expect(Object.keys(bound)).not.toContain('__MICRO_APP_BOUND_WINDOW_FUNCTION__');
    expect(shell).not.toHaveProperty('__MICRO_APP_PROXY_WINDOW__');
  });

  it('leaves apps still running the same answers, and the binding to the shell cached', () => {
    const shell = shellGlobals();
    runSandbox(shell, {});
    const bound = shell.requestAnimationFrame.__MICRO_APP_BOUND_WINDOW_FUNCTION__;

    releaseSandboxLeftovers(shell);

    expect(new shell.DOMParser()).toBeInstanceOf(shell.DOMParser);
    expect({}).not.toBeInstanceOf(shell.DOMParser);
    expect(shell.requestAnimationFrame.__MICRO_APP_BOUND_WINDOW_FUNCTION__).toBe(bound);
    expect((bound as () => number)()).toBe(1);
  });

  it("looks at the window's own globals without calling their getters", () => {
    const shell = shellGlobals();
    Object.defineProperty(shell, 'throwsWhenRead', {
      get: () => {
        throw new Error('not to be read');
      },
    });

    expect(() => releaseSandboxLeftovers(shell)).not.toThrow();
  });
});
