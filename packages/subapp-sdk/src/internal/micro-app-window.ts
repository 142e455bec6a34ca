import { frameChannel } from './frame-channel';

type HostData = Record<PropertyKey, unknown>;
type DataListener = (data: HostData) => unknown;

/** The part of micro-app's `window.microApp` (EventCenterForMicroApp) this package uses. */
export type MicroAppChannel = {
  getData(): HostData | null;
  addDataListener(listener: DataListener, autoTrigger?: boolean): void;
  removeDataListener(listener: DataListener): void;
  forceDispatch(data: HostData, nextStep?: () => void): void;
};

/** The globals micro-app defines on a sub-application's window. */
type MicroAppGlobals = {
  microApp?: MicroAppChannel;
  __MICRO_APP_ENVIRONMENT__?: boolean;
  __MICRO_APP_NAME__?: string;
  __MICRO_APP_BASE_ROUTE__?: string;
};

export function microAppGlobals(): MicroAppGlobals {
  return typeof window === 'undefined' ? {} : (window as unknown as MicroAppGlobals);
}

/**
 * The data channel to the host: micro-app's when the app runs inside micro-app, the same over
 * postMessage when the shell runs it in a frame of its own (frame-channel.ts).
 */
export function microAppChannel(): MicroAppChannel | undefined {
  const globals = microAppGlobals();
  return globals.__MICRO_APP_ENVIRONMENT__ ? globals.microApp : frameChannel();
}
