import type { Messages } from '../zh-cn';

const theme: Messages['theme'] = {
  label: 'Theme',
  choose: 'Change theme',
  names: {
    'theme-white': 'White',
    'theme-star': 'Starry night',
    'theme-vip': 'Black and gold',
    'theme-beautiful': 'Colourful',
    default: 'Classic',
    'theme-hey': 'Vibrant orange',
    'theme-d2': 'D2',
    'theme-bule': 'Deep blue',
  },
};

export default theme;
