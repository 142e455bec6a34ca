import type { Messages } from '../zh-cn';

export const idle: Messages['idle'] = {
  title: 'Your session is about to expire',
  banner: 'You have been inactive for a while; your session expires in {{time}}.',
  description:
    'For your account’s safety, an inactive session ends automatically. Choose “Stay signed in” to keep working.',
  stay: 'Stay signed in',
  later: 'Remind me later',
  expired: 'Your session has expired. Please sign in again.',
};
