import type { Messages } from '../../zh-cn';

const securityAdmin: Messages['securityAdmin'] = {
  title: 'Accounts and sessions',
  subtitle:
    'Find an account and see its live sessions. Ending sessions or disabling an account takes effect at once and is recorded in the audit trail.',
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
  actions: {
    endSessions: 'End all sessions',
    disable: 'Disable account',
    enable: 'Enable account',
  },
  confirm: {
    endSessions: {
      title: 'End every session of {{name}}',
      description:
        'Their sign-ins on every device stop working at once; they must sign in again at their next action.',
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
  },
  reason: 'Reason',
  reasonPlaceholder: 'Recorded in the audit trail, e.g. device lost',
  reasonRequired: 'Give a reason',
  cancel: 'Cancel',
  done: {
    endSessions: 'Sessions ended: {{count}}',
    disable: 'Account disabled; sessions ended: {{count}}',
    enable: 'Account enabled',
  },
};

export default securityAdmin;
