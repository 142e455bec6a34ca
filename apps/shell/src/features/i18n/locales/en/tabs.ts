import type { Messages } from '../zh-cn';

export const tabs: Messages['tabs'] = {
  label: 'Open pages',
  refresh: 'Refresh',
  close: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
  actions: 'Tab actions',
};
