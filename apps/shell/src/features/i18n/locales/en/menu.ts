import type { Messages } from '../zh-cn';

const menu: Messages['menu'] = {
  label: 'Main menu',
  empty: 'none menu list',
};

export default menu;
