import type { Messages } from '../zh-cn';

const developerOverride: Messages['developerOverride'] = {
  bannerLabel: 'Development server notice',
  banner: '{{app}} runs from the development server {{url}}',
  bannerDetail:
    'Only this browser’s sign-in sees it, and no release manifest is checked; it ends when you sign out.',
  end: 'End',
  card: {
    title: 'Sub-app development',
    description:
      'Point a sub-app you are a developer of at your development server (the address npm run dev gives you) and work on it inside the portal with hot reload. Only this browser’s sign-in is affected: every page says so at the top, it ends when you sign out, and setting and ending it are kept in the audit trail. A development build is not checked against a release manifest.',
    notAllowed:
      'This environment allows no development servers (the server’s ALLOW_DEVELOPER_OVERRIDES setting).',
    formLabel: 'Set a development server',
    app: 'Sub-app',
    url: 'Development server',
    urlPlaceholder: 'http://127.0.0.1:7101/',
    urlRequired: 'Enter the development server’s address',
    set: 'Use the development server',
    current: 'Now: {{app}} runs from {{url}}',
    end: 'End the development server',
  },
  grants: {
    title: 'Sub-app developer grants',
    description:
      'A user granted an app may point it at their development server in their own sessions; only their own browser is affected.',
    dutyHolder:
      'An account that holds an administrative duty runs no sub-app: it cannot be a developer of one.',
    none: 'No developer grants',
    app: 'Sub-app',
    grantedBy: 'Granted by, when',
    grant: 'Grant',
    revoke: 'Revoke',
    revokeOf: 'Revoke the developer grant of {{app}}',
    chooseApp: 'Choose a sub-app',
    confirmGrant: {
      title: 'Make {{name}} a developer of {{app}}',
      description:
        'They will be able to point {{app}} at their development server in their own sessions. Give a reason: it is kept in the audit trail.',
    },
    confirmRevoke: {
      title: 'Revoke the developer grant of {{app}} from {{name}}',
      description:
        'Any development server they are using for it stops at once. Give a reason: it is kept in the audit trail.',
    },
    granted: 'Granted: a developer of {{app}}',
    revoked: 'Revoked: no longer a developer of {{app}}',
  },
};

export default developerOverride;
