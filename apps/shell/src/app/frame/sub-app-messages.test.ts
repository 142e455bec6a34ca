import { describe, expect, it } from 'vitest';
import { subAppMessageOf } from './sub-app-messages';

describe('subAppMessageOf', () => {
  it('reads the messages of the protocol', () => {
    expect(subAppMessageOf({ message: { type: 'report', status: 200, code: 401 } })).toEqual({
      type: 'report',
      status: 200,
      code: 401,
    });
    expect(subAppMessageOf({ message: { type: 'open-tab', path: '/credit/apply/list' } })).toEqual({
      type: 'open-tab',
      path: '/credit/apply/list',
    });
    expect(subAppMessageOf({ message: { type: 'close-self' } })).toEqual({ type: 'close-self' });
    expect(subAppMessageOf({ message: { type: 'set-title', title: ' 客户详情 ' } })).toEqual({
      type: 'set-title',
      title: '客户详情',
    });
    expect(subAppMessageOf({ message: { type: 'set-dirty', dirty: false } })).toEqual({
      type: 'set-dirty',
      dirty: false,
    });
  });

  it('ignores anything else, an address outside the shell included', () => {
    expect(subAppMessageOf(null)).toBeUndefined();
    expect(subAppMessageOf({ message: { type: 'report', status: '401' } })).toBeUndefined();
    expect(
      subAppMessageOf({ message: { type: 'navigate', path: 'https://evil.example' } }),
    ).toBeUndefined();
    expect(
      subAppMessageOf({ message: { type: 'open-tab', path: '//evil.example' } }),
    ).toBeUndefined();
    expect(subAppMessageOf({ message: { type: 'set-title', title: '  ' } })).toBeUndefined();
    expect(subAppMessageOf({ message: { type: 'set-dirty', dirty: 'yes' } })).toBeUndefined();
    expect(subAppMessageOf({ message: { type: 'unknown' } })).toBeUndefined();
  });
});
