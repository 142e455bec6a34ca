import type { Messages } from '../zh-cn';

const tabs: Messages['tabs'] = {
  label: 'Open pages',
  refresh: 'Refresh',
  close: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
  actions: 'Tab actions',
  unsaved: 'Unsaved changes',
  unsavedTab: '“{{title}}”',
  unsavedClose: 'Unsaved changes in {{tabs}} will be lost. Close anyway?',
  unsavedRefresh: 'Unsaved changes in {{tabs}} will be lost. Refresh anyway?',
  unsavedLost: 'Unsaved changes in {{tabs}} will be lost.',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
};

export default tabs;
