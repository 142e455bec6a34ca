import { describe, expect, it } from 'vitest';
import { menuLabel } from './menu-labels';

describe('menuLabel', () => {
  it("prefers the administrator's English label, then the shell's, then the Chinese one", () => {
    expect(menuLabel({ name: 'registry', label: '子应用注册表', labelEn: 'Apps' }, 'en')).toBe(
      'Apps',
    );
    expect(menuLabel({ name: 'registry', label: '子应用注册表' }, 'en')).toBe('Sub-app registry');
    expect(menuLabel({ name: 'treasury-ledger', label: '资金台账' }, 'en')).toBe('资金台账');
    expect(menuLabel({ name: 'registry', label: '子应用注册表', labelEn: 'Apps' }, 'zh-CN')).toBe(
      '子应用注册表',
    );
  });
});
