import type { Messages } from '../zh-cn';

const micro: Messages['micro'] = {
  notLoaded: 'The sub-application did not load',
  backHome: 'Back to home',
  notLoadedDuty:
    'Your account holds an administrative duty (system, security or audit), so no sub-app runs in its sessions, where it could act as you. Open it with a business account.',
  notLoadedFailed:
    'This sub-application failed to load last time. Try again; if it keeps failing, contact operations.',
  notLoadedPinMismatch:
    'Files of this sub-application do not match the release its registry entry pins, so it was stopped before it ran, and operations were told. Please contact operations.',
  notLoadedUnconfigured:
    'No sub-application is configured for this function yet. Please contact operations.',
  notLoadedDisabled:
    'A platform administrator has turned this sub-application off. Please contact operations to learn when it returns.',
  retry: 'Reload',
  loadIncomplete:
    'The sub-application’s resources did not load completely; some functions may be missing. Please contact operations.',
  pinMismatch:
    'Files of the sub-application do not match its pinned release, so it was stopped before it ran. Please contact operations.',
  logSuppressed:
    '{{source}} reported too many errors in a short time; {{count}} more were not logged.',
};

export default micro;
