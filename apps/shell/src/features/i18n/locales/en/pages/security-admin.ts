import type { Messages } from '../../zh-cn';

const securityAdmin: Messages['securityAdmin'] = {
  title: 'Accounts and sessions',
  subtitle:
    'Find an account and see its live sessions. Ending sessions, disabling an account, resetting its second factors or unlocking it takes effect at once and is recorded in the audit trail.',
  search: 'Search accounts',
  searchPlaceholder: 'Username or name',
  searchButton: 'Search',
  tableLabel: 'Accounts',
  empty: 'No matching accounts',
  loadMore: 'Load more',
  columns: {
    account: 'Account',
    status: 'Status',
    firms: 'Firms',
    duty: 'Duty',
    sessions: 'Live sessions',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
  },
  status: { active: 'Active', disabled: 'Disabled' },
  duties: {
    system_admin: 'System administrator',
    security_admin: 'Security administrator',
    auditor: 'Auditor',
  },
  noDuty: 'None',
  never: 'Never',
  manage: 'Sessions & status',
  manageOf: 'Sessions and status of {{name}}',
  drawerTitle: '{{name}}',
  accountName: '{{name}} ({{username}})',
  device: 'Device and address',
  times: 'Times',
  sessionsTitle: 'Live sessions',
  noSessions: 'No live sessions',
  unknownDevice: 'Unknown device',
  unknownAddress: 'unknown',
  startedAt: 'Signed in ',
  lastActiveAt: 'Last active ',
  endSession: 'End',
  endSessionOf: 'End the session on {{device}}, {{address}}',
  actions: {
    endSessions: 'End all sessions',
    endSession: 'End this session',
    disable: 'Disable account',
    enable: 'Enable account',
    resetFactors: 'Reset second factors',
    unlock: 'Unlock account',
  },
  confirm: {
    endSessions: {
      title: 'End every session of {{name}}',
      description:
        'Their sign-ins on every device stop working at once; they must sign in again at their next action.',
    },
    endSession: {
      title: 'End a session of {{name}}',
      description:
        'Their sign-in on {{device}} ({{address}}, signed in {{startedAt}}) stops working at once; they must sign in again there at their next action. Their other sessions stay.',
    },
    disable: {
      title: 'Disable the account of {{name}}',
      description:
        'Every session of theirs ends at once, and they cannot sign in until the account is enabled again.',
    },
    enable: {
      title: 'Enable the account of {{name}}',
      description: 'They can sign in again.',
    },
    resetFactors: {
      title: 'Reset the second factors of {{name}}',
      description:
        'Every passkey, authenticator app and recovery code of theirs is removed: their password alone signs them in, and where the security policy requires a second factor they add one at once. For a user who lost their device; check who they are first.',
    },
    unlock: {
      title: 'Unlock the account of {{name}}',
      description: 'Their failed sign-ins are forgotten: they may try to sign in again at once.',
    },
  },
  reason: 'Reason',
  reasonPlaceholder: 'Recorded in the audit trail, e.g. device lost',
  reasonRequired: 'Give a reason',
  cancel: 'Cancel',
  done: {
    endSessions: 'Sessions ended: {{count}}',
    endSession: 'The session is ended',
    disable: 'Account disabled; sessions ended: {{count}}',
    enable: 'Account enabled',
    resetFactors:
      'Second factors reset: passkeys removed {{passkeys}}, authenticator apps {{apps}}, unused recovery codes {{recoveryCodes}}',
    unlock: 'Account unlocked; failed sign-ins cleared: {{count}}',
  },
};

export default securityAdmin;
