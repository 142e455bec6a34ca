import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when first wanted, or ahead with `preload`: once loaded, it
 * renders in the very render that wants it, where React.lazy would suspend for a moment.
 */
function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let Loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    Loaded ??= await load();
    return Loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: Props) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}

const lockScreen = preloadable(() =>
  import('./components/lock-screen').then((module) => module.LockScreen),
);
const lockPasswordDialog = preloadable(() =>
  import('./components/lock-password-dialog').then((module) => module.LockPasswordDialog),
);

/** The lock page (DESIGN §6); its code stays out of the first screen. */
export const LockScreen = lockScreen.Component;

/** The dialog asking for the lock password before the first lock. */
export const LockPasswordDialog = lockPasswordDialog.Component;

/**
 * Loads the lock's dialog and page ahead, so that the first lock shows them at once rather than
 * the page behind while their code arrives. A failure is left to the first lock, which loads
 * them again.
 */
export function preloadLock(): Promise<void> {
  return Promise.all([lockScreen.preload(), lockPasswordDialog.preload()]).then(
    () => undefined,
    () => undefined,
  );
}
