import type { Messages } from '../zh-cn';

export const menu: Messages['menu'] = {
  label: 'Main menu',
  empty: 'none menu list',
};
