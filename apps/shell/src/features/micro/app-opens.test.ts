import { clearByLifetime, getStore } from '@/lib/storage';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { appOpensOf, countAppOpens } from './app-opens';
import { useCountAppOpens } from './use-count-app-opens';

beforeEach(() => localStorage.clear());

describe('app opens', () => {
  it('counts opens per user and per app, kept in local storage', () => {
    countAppOpens(7, ['sub-credit', 'sub-other']);
    countAppOpens(7, ['sub-credit']);
    countAppOpens(8, ['sub-kpi']);
    expect(appOpensOf(7)).toEqual({ 'sub-credit': 2, 'sub-other': 1 });
    expect(appOpensOf(8)).toEqual({ 'sub-kpi': 1 });
    expect(appOpensOf(9)).toEqual({});
  });

  it('keeps the forty apps a user opened most, a new one winning ties', () => {
    countAppOpens(7, ['sub-often']);
    countAppOpens(7, ['sub-often']);
    countAppOpens(
      7,
      Array.from({ length: 44 }, (_, index) => `sub-${index}`),
    );
    countAppOpens(7, ['sub-new']);
    const counts = appOpensOf(7);
    expect(Object.keys(counts)).toHaveLength(40);
    expect(counts['sub-often']).toBe(2);
    expect(counts['sub-new']).toBe(1);
  });

  it('forgets the counts at sign-out: spec §4 keeps only the theme and the tab config', () => {
    countAppOpens(7, ['sub-credit']);
    expect(appOpensOf(7)).toEqual({ 'sub-credit': 1 });

    // What signing out clears (features/session/session-store.ts, clearSession).
    clearByLifetime(['session', 'view']);

    expect(appOpensOf(7)).toEqual({});
    expect(localStorage.getItem('hf-subAppOpens')).toBeNull();
  });

  it('forgets at sign-out the counts an earlier release kept across sign-outs', () => {
    localStorage.setItem(
      'hf-subAppOpens',
      JSON.stringify({
        dataType: 'object',
        content: { 7: { 'sub-credit': 3 } },
        type: 'local',
        datetime: 0,
        lifetime: 'device',
      }),
    );

    clearByLifetime(['session', 'view']);

    expect(appOpensOf(7)).toEqual({});
  });

  it('reads stored garbage as no opens', () => {
    localStorage.setItem(`hf-${'subAppOpens'}`, 'not json');
    expect(appOpensOf(7)).toEqual({});
  });
});

describe('useCountAppOpens', () => {
  it('counts an app when it mounts, not while it stays mounted, and again after it closed', () => {
    const { rerender } = renderHook(({ names }) => useCountAppOpens(7, names), {
      initialProps: { names: ['sub-credit'] },
    });
    rerender({ names: ['sub-credit', 'sub-other'] });
    rerender({ names: ['sub-other'] });
    rerender({ names: ['sub-credit', 'sub-other'] });
    expect(appOpensOf(7)).toEqual({ 'sub-credit': 2, 'sub-other': 1 });
    expect(getStore({ name: 'subAppOpens' })).toBeDefined();
  });

  it('counts nothing without a signed-in user', () => {
    renderHook(() => useCountAppOpens(undefined, ['sub-credit']));
    expect(appOpensOf(7)).toEqual({});
  });
});
