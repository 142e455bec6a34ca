import { microAppChannel } from './internal/micro-app-window';

/**
 * Whether the app runs inside the portal shell (mounted by micro-app), rather than alone.
 *
 * @example
 * if (!isEmbedded()) configureStandalone({ locale: 'en' });
 */
export function isEmbedded(): boolean {
  return microAppChannel() !== undefined;
}
