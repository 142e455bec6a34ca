import type { Messages } from '../../zh-cn';

const releases: Messages['releases'] = {
  title: 'Releases of {{app}}',
  intro:
    "A team publishes a release with its team token (the SDK's portal-release publish); a release runs nowhere until it is made the default, a firm's or a share of the users' (a canary) here. A change takes effect on every instance at once, and in open portals at their next navigation.",
  running: {
    title: 'Who runs what',
    defaultLabel: 'Default (every other firm)',
    entryUrl: 'The registry url',
    firmsLabel: 'Firms of their own',
    noFirms: 'No firm runs a release of its own',
    follow: 'Back to the default',
    followOf: '{{firm}} back to the default release',
    changedBy: 'Last changed by {{name}} at {{time}}',
    rolledBackAutomatically:
      'Rolled back automatically at {{time}} (automatic rollback turned on by {{name}})',
  },
  canary: {
    label: 'Canary',
    share: 'for {{share}} % of the users',
    none: 'No canary',
    end: 'End the canary',
    ended: 'The canary is over: everyone runs the default',
    applied: 'Canary set: {{share}} % of the users run {{version}}',
  },
  automatic: {
    title: 'Automatic rollback',
    intro:
      "While a canary runs, if its newer release's failed loads over the last minutes exceed the default's rate by the factor set (each release with the least number of loads at least), the portal rolls it back, records it in the audit trail and alerts through the alert rules that watch the app. Off by default.",
    setBy: 'Turned on by {{name}} at {{time}}',
    isOn: 'On',
    factor: 'Failure rate over (times)',
    minutes: 'Over the last (minutes)',
    minLoads: 'Loads at least',
    factorRequired: 'Enter a factor from 1 to 100',
    minutesRequired: 'Enter minutes from 1 to 1440',
    minLoadsRequired: 'Enter a number of loads from 1 to 100000',
    save: 'Save',
    savedOn:
      "Automatic rollback on: over {{factor}} times the default's failure rate in {{minutes}} minutes, {{minLoads}} loads at least each",
    savedOff: 'Automatic rollback off',
  },
  change: {
    title: 'Set the release run',
    target: 'For',
    targetDefault: 'The default (every firm without one of its own)',
    targetShare: 'A share of the users (canary)',
    share: 'Share of the users',
    shareHelp:
      'Each user stays on one side; firms with a release of their own keep it, the other users run the default.',
    shareRequired: 'Enter a whole number from 1 to 99',
    version: 'Release',
    versionEntry: 'The registry url (no release)',
    versionFollow: 'Follow the default',
    versionRequired: 'Choose a release',
    apply: 'Apply',
    applied: 'Set: {{target}} runs {{version}}',
  },
  rollback: {
    button: 'Roll back',
    title: 'Roll {{app}} back?',
    description:
      'Every firm and the default will run {{to}} (the newest now is {{from}}). Open portals take it at their next navigation.',
    confirm: 'Roll back',
    cancel: 'Cancel',
    done: '{{app}} is rolled back to {{to}}',
    nothing: 'No release to roll back from',
  },
  list: {
    title: 'Releases published',
    empty: 'No release published yet',
    version: 'Version',
    url: 'Address',
    files: 'Files',
    publishedBy: 'Team token',
    publishedAt: 'Published',
  },
  tokens: {
    title: 'Team tokens',
    intro:
      "A team token publishes this app's releases and calls nothing else of the portal. It is shown once when issued; the portal keeps only its hash.",
    name: 'Token name',
    namePlaceholder: 'such as ci-main',
    nameRequired: 'Enter the token name',
    issue: 'Issue a token',
    issuedTitle: 'Team token {{name}}',
    issuedIntro:
      "Copy it now into the team's CI secrets (the environment variable PORTAL_TEAM_TOKEN). It cannot be shown again once closed.",
    copy: 'Copy the token',
    copied: 'Token copied',
    copyFailed: 'Could not copy: select the token and copy it by hand',
    close: 'Saved it, close',
    revoke: 'Revoke',
    revokeOf: 'Revoke the token {{name}}',
    revokeTitle: 'Revoke the token {{name}}?',
    revokeDescription: 'It stops working at once: a publish with it is refused.',
    revoked: 'The token {{name}} is revoked',
    columns: {
      name: 'Name',
      issuedBy: 'Issued',
      lastUsed: 'Last used',
      state: 'State',
      actions: 'Actions',
    },
    state: { active: 'Active', revoked: 'Revoked' },
    never: 'Never used',
    empty: 'No team token',
  },
  person: '{{name}} ({{username}})',
  noValue: '—',
};

export default releases;
