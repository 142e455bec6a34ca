import type { Messages } from '../../zh-cn';

const registry: Messages['registry'] = {
  title: 'Sub-app registry',
  intro:
    'The sub-applications the portal mounts. An entry added, changed or turned off takes effect on every instance at once, and in open portals at their next navigation, with nothing released or restarted.',
  add: 'Add a sub-app',
  edit: 'Edit',
  editRoute: 'Edit {{route}}',
  addTitle: 'Add a sub-app',
  editTitle: 'Edit the sub-app {{route}}',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'The sub-app {{route}} is saved',
  turnedOn: 'The sub-app {{route}} is turned on',
  turnedOff: 'The sub-app {{route}} is turned off',
  unconfigured: 'Not configured',
  noValue: '—',
  routeAndName: '/{{route}} · {{name}}',
  enabledSwitch: 'Turn {{route}} on',
  columns: {
    app: 'Sub-application',
    url: 'Address',
    isolation: 'Isolation',
    owner: 'Owner team',
    enabled: 'On',
    actions: 'Actions',
  },
  fields: {
    route: 'Route',
    name: 'App name',
    titleZh: 'Chinese name',
    titleEn: 'English name',
    url: 'Address',
    devUrl: 'Local development address',
    isolation: 'Isolation',
    grantToken: 'Give it the sign-in token',
    isPublic: 'Open without signing in',
    prefetch: 'Prepare it when idle',
    enabled: 'On',
    ownerTeam: 'Owner team',
    contact: 'Contact',
  },
  hints: {
    route:
      'The first segment of the portal address: treasury is /main/treasury/*; lower-case letters, digits and -',
    name: "The app's name for micro-app and the SDK, such as sub-treasury",
    url: 'A path of the portal (such as /sub-treasury/) or an https address; empty: not configured yet',
    isPublic: 'Like the blank page: opens outside the frame, without signing in',
  },
  isolation: {
    'micro-app': 'Same-origin sandbox (micro-app)',
    frame: "A frame of its own (a vendor's app)",
  },
  errors: {
    routeRequired: 'Enter the route',
    routePattern: 'A route has lower-case letters, digits and -, and starts with a letter or digit',
    nameRequired: 'Enter the app name',
    namePattern: 'An app name has lower-case letters, digits and -, and starts with a letter',
    titleRequired: 'Enter the name',
  },
};

export default registry;
