import { describe, expect, it } from 'vitest';
import { menuLabel } from './menu-labels';

describe('menuLabel', () => {
  it('shows the Chinese label in zh-CN, else the English one the menu carries, else the Chinese', () => {
    const registry = { label: '子应用注册表', labelEn: 'Sub-app registry' };
    expect(menuLabel(registry, 'en')).toBe('Sub-app registry');
    expect(menuLabel(registry, 'zh-CN')).toBe('子应用注册表');
    // The shell knows no entry by its name: an entry the menu gives no English label keeps its own.
    expect(menuLabel({ label: '子应用注册表' }, 'en')).toBe('子应用注册表');
    expect(menuLabel({ label: '资金台账', labelEn: '' }, 'en')).toBe('资金台账');
  });
});
