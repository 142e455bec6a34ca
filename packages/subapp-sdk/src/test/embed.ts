import { vi } from 'vitest';
import type { SubAppMessage } from '../sub-app-message';

type MicroAppGlobals = {
  __MICRO_APP_ENVIRONMENT__?: boolean;
  __MICRO_APP_NAME__?: string;
  __MICRO_APP_BASE_ROUTE__?: string;
  microApp?: unknown;
};

const globals = window as unknown as MicroAppGlobals;

/** What leaveHost clears: micro-app keeps its data for the whole test file. */
let cleanUp: (() => void) | undefined;

/**
 * Runs the test as sub-application `name` inside micro-app's real data channel: a fresh copy of
 * this package (module state included), the window globals micro-app defines for a sub-app, and
 * a host listener that records every message the app sends. leaveHost() clears it all.
 */
export async function embedAs(name = 'sub-newcrm', { baseRoute = '' } = {}) {
  vi.resetModules();
  const { default: host, EventCenterForMicroApp } = await import('@micro-zoe/micro-app');
  const channel = new EventCenterForMicroApp(name);
  Object.assign(globals, {
    __MICRO_APP_ENVIRONMENT__: true,
    __MICRO_APP_NAME__: name,
    __MICRO_APP_BASE_ROUTE__: baseRoute,
    microApp: channel,
  });
  const sdk = await import('../index');
  const received: SubAppMessage[] = [];
  host.addDataListener(name, (data: { message: SubAppMessage }) => {
    received.push(data.message);
  });
  cleanUp = () => {
    host.clearDataListener(name);
    host.clearData(name);
    channel.clearDataListener();
    channel.clearData();
  };
  return { host, channel, sdk, received, name };
}

/** Runs the test as an app alone: no micro-app globals, a fresh copy of this package. */
export async function runAlone() {
  leaveHost();
  vi.resetModules();
  return import('../index');
}

export function leaveHost(): void {
  cleanUp?.();
  cleanUp = undefined;
  delete globals.__MICRO_APP_ENVIRONMENT__;
  delete globals.__MICRO_APP_NAME__;
  delete globals.__MICRO_APP_BASE_ROUTE__;
  delete globals.microApp;
}

/** Lets micro-app deliver what was dispatched (it delivers in a microtask, one at a time). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
