import type { Messages, ZhCNCore } from './zh-cn';
import type { ZhCNSections } from './zh-cn-sections';

/** English for what the login page needs (zhCNCore); the rest are the files of en/. */
const enCore: ZhCNCore = {
  app: {
    fullName: 'Group Core Business System',
    loading: 'App loading...',
    configFailed: 'The portal configuration could not be loaded. Please reload the page.',
    loadingData: 'Loading',
    loadFailed: 'Could not load',
    retry: 'Try again',
    reload: 'Reload',
  },
  language: {
    label: 'Language',
    zhCN: '中文',
    en: 'English',
  },
  login: {
    brandSubtitle:
      'Customer relations, credit, post-loan, factoring, small-business loans and performance, in one place.',
    brandPoint1: 'One sign-in for every firm you work for',
    brandPoint2: 'All business applications side by side in tabs',
    brandPoint3: 'To-dos, messages and schedules as they happen',
    title: 'Sign in',
    subtitle: 'Use your staff account',
    username: 'Username',
    usernamePlaceholder: 'Enter your username',
    usernameRequired: 'Enter your username',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    passwordRequired: 'Enter your password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    switchQuestion:
      'You are signed in as {{name}}. This link signs in with the account the portal sent. Sign {{name}} out and switch? Switch only if you opened this link from the portal yourself.',
    switchConfirm: 'Sign out and switch account',
    switchKeep: 'Keep working as {{name}}',
    portalSignIn: 'Signing in through the portal...',
    noFirm: 'This account belongs to no firm. Please contact your administrator.',
    failed: 'Sign-in failed. Please try again later.',
    or: 'or',
    passkeySignIn: 'Sign in with a passkey',
    passkeyWaiting: 'Follow the browser to verify your passkey...',
    secondFactorPrompt:
      'Confirm the sign-in with your passkey: choose the button below and follow the browser.',
    secondFactorConfirm: 'Verify with a passkey',
    secondFactorCancel: 'Back to sign-in',
    secondFactorPromptTotp:
      'Enter the 6-digit code your authenticator app shows to finish signing in.',
    secondFactorPromptBoth:
      'Confirm the sign-in: enter the 6-digit code from your authenticator app, or verify with a passkey.',
    totpCode: 'Code',
    totpCodePlaceholder: '6 digits',
    totpCodeRequired: 'Enter the 6-digit code',
    totpConfirm: 'Verify and sign in',
    recoveryCode: 'Recovery code',
    recoveryCodePlaceholder: 'e.g. ABCD-EFGH-IJKL-MNOP',
    recoveryCodeRequired: 'Enter a recovery code',
    useRecoveryCode: 'Cannot use your app? Use a recovery code',
    useTotpCode: 'Use a code from your authenticator app instead',
    recoveryCodesLeft:
      'You signed in with a recovery code. Recovery codes left: {{count}}. Regenerate them in Personal settings › Authenticator app.',
    passkeyProblem: {
      unsupported: 'This browser does not support passkeys; use another browser or your password.',
      cancelled: 'The passkey check was cancelled or timed out.',
      'already-registered': 'This authenticator is already registered.',
      failed: 'The passkey could not be verified; please try again.',
    },
    internalOnly: 'For group staff only',
    copyright: '© {{year}} Portal',
  },
  session: {
    userInfoLost:
      'Your session information was lost. Please re-enter from the portal or sign in again.',
    signOut: 'Sign out',
    signOutTitle: 'Sign out',
    signOutConfirm: 'Do you want to sign out?',
    confirm: 'OK',
    cancel: 'Cancel',
    home: 'Home',
  },
  http: {
    signInAgain: 'Please sign in again',
    serviceUnauthorized: 'Service not authorised, please sign in again',
    serviceError: 'Service error',
    unknownError: 'Unknown error',
    networkError: 'Network error: the server could not be reached. Check your connection.',
    timeout: 'The request timed out. Please try again.',
    serviceUnavailable: 'The service is unavailable. Please try again later.',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundDescription: 'The page you asked for does not exist or has moved. Check the address.',
    forbiddenTitle: 'Access denied',
    forbiddenDescription:
      'You are not allowed to open this page. Ask your administrator if you need access.',
    otherFirmTitle: 'This page belongs to {{firm}}',
    otherFirmDescription:
      'You cannot open this page in your current firm, but you can in {{firm}}. Switching firm opens it there and closes the tabs of the current firm.',
    switchFirmAndOpen: 'Switch to {{firm}} and open it',
    serverErrorTitle: 'Something went wrong',
    serverErrorDescription:
      'The page could not be loaded. Try again; if it keeps failing, contact operations.',
    backHome: 'Back to home',
    reload: 'Reload',
  },
  layout: {
    userMenu: 'User menu: {{name}}',
    collapseMenu: 'Collapse the menu',
    expandMenu: 'Expand the menu',
    fullscreen: 'Full screen',
    exitFullscreen: 'Exit full screen',
    switchFirm: 'Switch firm',
    settings: 'Personal settings',
    goHome: 'Back to home',
  },
  routes: {
    home: 'Home',
    backlog: 'My to-dos',
    message: 'Messages',
    notice: 'Notices',
    info: 'Personal settings',
    iframe: 'External page',
    auditEvents: 'Audit trail',
    operations: 'Operations',
    registry: 'Sub-app registry',
    menuAdmin: 'Menus',
    securityUsers: 'Accounts and sessions',
    registryRequests: 'Sub-app change approvals',
  },
  workbench: {
    title: 'Workbench',
    greetingMorning: 'Good morning, {{name}}',
    greetingAfternoon: 'Good afternoon, {{name}}',
    greetingEvening: 'Good evening, {{name}}',
    subtitle: 'Welcome back to the Group Core Business System.',
    viewAll: 'View all',
    todos: {
      title: 'My to-dos',
      latest: 'Latest to-dos',
      empty: 'Nothing waiting for you',
      meta: '{{type}} · {{applicant}} · {{time}}',
    },
    messages: { title: 'Latest messages', latest: 'Latest messages list' },
    notices: { title: 'Notices', latest: 'Latest notices list' },
    poll: {
      title: 'New to-do',
      description: '{{title}} (applicant: {{applicant}})',
      descriptionUnknown: 'A new to-do is waiting for you.',
      open: 'Handle it now',
      openBacklog: 'Show my to-dos',
    },
  },
};

/** A section is named as its file, in camelCase: `./en/firm-switch.ts` → `firmSwitch`. */
const sectionName = (path: string) =>
  path.replace(/^.*\/|\.ts$/g, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

// Each file's default export, under the file's name, as in zh-CN.
const sections: object = Object.fromEntries(
  Object.entries(import.meta.glob('./en/*.ts', { eager: true, import: 'default' })).map(
    ([path, section]) => [sectionName(path), section],
  ),
);

/**
 * Every file of en/. The glob keeps no file's type, but each file is typed as its zh-CN twin
 * (`Messages['<name>']`), and sections.test.ts holds the two folders to the same files and keys.
 */
const enSections = sections as ZhCNSections;

export const en: Messages = { ...enCore, ...enSections };
