import type { Messages } from '../zh-cn';

const crash: Messages['crash'] = {
  pageTitle: 'This page has failed',
  appTitle: 'This sub-application has failed',
  description:
    'An error stopped it from showing its content; the menu and the other tabs are unaffected. Try again; if it keeps failing, view the log and contact operations.',
  details: 'Error details',
  noMessage: 'No error message was given',
  retry: 'Retry',
  viewLog: 'View log',
};

export default crash;
