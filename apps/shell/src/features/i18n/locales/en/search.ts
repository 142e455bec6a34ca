import type { Messages } from '../zh-cn';

const search: Messages['search'] = {
  button: 'Search the menu',
  shortcut: 'Search the menu ({{keys}})',
  dialogTitle: 'Menu search',
  placeholder: 'Search the menu (pinyin initials work)',
  results: 'Search results',
  noResult: 'No matching menu',
  keyboardHint: '↑ ↓ to move, Enter to open, Esc to close',
};

export default search;
