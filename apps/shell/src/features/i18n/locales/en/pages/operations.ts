import type { Messages } from '../../zh-cn';

const operations: Messages['operations'] = {
  title: 'Operations',
  tabs: { health: 'Sub-app health', feedback: 'Feedback ({{count}})' },
  sinceAndRefreshed: 'Since midnight today · refreshes every 15 seconds; last: {{time}}',
  columns: {
    app: 'Sub-application',
    state: 'State',
    mounts: 'Loads today',
    firstMount: 'First load p50 / p95',
    failureRate: 'Failure rate',
    errors: 'Errors',
    check: 'Address check',
    owner: 'Owner team',
  },
  state: { failing: 'Failing', ok: 'Healthy', disabled: 'Turned off', idle: 'Not loaded today' },
  check: {
    ok: 'Reachable ({{status}})',
    status: 'Answered {{status}}',
    notHtml: 'Not a page ({{status}})',
    unreachable: 'Unreachable',
    noUrl: 'No address',
    samePath: 'Served by the front proxy; not checked',
  },
  noValue: '—',
  ms: '{{value}} ms',
  problems: 'Latest problems',
  noProblems: 'No problem reported today',
  problemKinds: { failure: 'Load failed', timeout: 'Load timed out', error: 'Error' },
  problemMeta: '{{time}} · {{browser}} · registry version {{version}}',
  loadFailed: 'Could not load the operations data: {{message}}',
  feedback: {
    empty: 'No feedback waiting',
    includeHandled: 'Show handled feedback',
    from: '{{name}} ({{username}}) · {{firm}} · {{time}}',
    page: 'Page: {{page}}',
    subApp: 'Sub-app: {{name}}',
    browser: 'Browser: {{browser}}',
    log: 'Latest log entries ({{count}})',
    screenshotAlt: 'Screenshot sent by {{name}}',
    markHandled: 'Mark handled',
    handled: 'Handled by {{name}} at {{time}}',
    markFailed: 'Could not mark it: {{message}}',
    logEntry: '{{time}} [{{type}}] {{message}}',
  },
};

export default operations;
