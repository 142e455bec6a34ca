import type { Messages } from '../zh-cn';

const firmSwitch: Messages['firmSwitch'] = {
  title: 'Switch firm',
  current: 'Current',
  noFirm: 'Choose the firm to switch to',
  sameFirm: 'The chosen firm is already the current one',
  switched: 'Firm switched successfully: {{firm}}',
  switchedElsewhere: 'Switched to {{firm}} in another window',
};

export default firmSwitch;
