import type { Messages } from '../zh-cn';

const logs: Messages['logs'] = {
  title: 'Local log',
  titleWithCount: 'Local log ({{count}})',
  open: 'Open the local log (entries: {{count}})',
  clear: 'Clear log',
  clearConfirm: 'Clear every local log entry?',
  confirm: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  type: 'Type',
  url: 'URL',
  message: 'Message',
  stack: 'Stack',
  info: 'Details',
  time: 'Time',
  empty: 'No log entries',
  types: {
    error: 'Script error',
    unhandledrejection: 'Unhandled rejection',
    http: 'HTTP request',
    resource: 'Resource load',
  },
};

export default logs;
