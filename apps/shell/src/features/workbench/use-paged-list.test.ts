import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePagedList } from './use-paged-list';

describe('usePagedList', () => {
  it('starts again at page 1 when the filter changes', () => {
    const { result, rerender } = renderHook(({ filter }) => usePagedList(filter), {
      initialProps: { filter: 'pending' },
    });
    act(() => result.current.onChange(3, 10));
    expect(result.current.pageNum).toBe(3);

    rerender({ filter: 'done' });
    expect(result.current.pageNum).toBe(1);
  });

  it('goes back to page 1 when the page size changes', () => {
    const { result } = renderHook(() => usePagedList('all'));
    act(() => result.current.onChange(4, 10));
    act(() => result.current.onChange(4, 20));
    expect(result.current).toMatchObject({ pageNum: 1, pageSize: 20 });
  });

  it('steps back to the last page that has records', () => {
    const { result } = renderHook(() => usePagedList('all'));
    act(() => result.current.onChange(3, 10));
    act(() => result.current.stayWithin(21));
    expect(result.current.pageNum).toBe(3);
    act(() => result.current.stayWithin(20));
    expect(result.current.pageNum).toBe(2);
  });
});
