import type { Messages } from '../zh-cn';

const idle: Messages['idle'] = {
  title: 'Your session is about to expire',
  banner: 'Your session ends in {{time}}.',
  description:
    'For your account’s safety, a session ends automatically when its time is up. Choose “Stay signed in” to keep working.',
  stay: 'Stay signed in',
  later: 'Remind me later',
  expired: 'Your session has expired. Please sign in again.',
  lifetimeEnded: 'Your sign-in reached its longest lifetime; please sign in again',
  lifetimeEnding:
    'Your sign-in reaches its longest lifetime at {{time}}; you will then sign in again. Save your work in time.',
  announceMinutes: 'Your session ends within {{count}} minutes.',
  announceSeconds: 'Your session ends within {{count}} seconds.',
  announceEnter: ' Press Enter to stay signed in.',
};

export default idle;
