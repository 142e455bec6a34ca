import type { Messages } from '../zh-cn';

const lock: Messages['lock'] = {
  lock: 'Lock screen',
  lockNow: 'Lock now',
  setPasswordTitle: 'Set a lock password',
  setPasswordHint: 'You will need it to unlock; it ends when you sign out.',
  password: 'Lock password',
  passwordRequired: 'The lock password cannot be empty',
  locked: 'The screen is locked',
  unlockPlaceholder: 'Enter the lock password',
  unlock: 'Unlock',
  wrongPassword: 'Wrong unlock password, please try again',
  unlockWithPasskey: 'Unlock with a passkey',
  passkeyProblem: {
    unsupported: 'This browser does not support passkeys; enter the lock password.',
    cancelled: 'The passkey check was cancelled or timed out.',
    'already-registered': 'The passkey could not be verified; please try again.',
    failed: 'The passkey could not be verified; please try again.',
  },
};

export default lock;
