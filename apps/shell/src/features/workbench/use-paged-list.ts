import { useCallback, useState } from 'react';
import { listPageSize, pageWithin } from './paging';

/**
 * Page number and size of a full list. A new filter starts again at page 1. `stayWithin` takes
 * the list's total: a page that records went away under (a recall, a read filter) steps back to
 * the last page that has some.
 */
export function usePagedList(filterKey: string) {
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: listPageSize, filterKey });
  if (paging.filterKey !== filterKey) setPaging({ ...paging, pageNum: 1, filterKey });

  const stayWithin = useCallback(
    (total: number) =>
      setPaging((state) => {
        const pageNum = pageWithin(state.pageNum, total, state.pageSize);
        return pageNum === state.pageNum ? state : { ...state, pageNum };
      }),
    [],
  );

  const onChange = useCallback(
    (pageNum: number, pageSize: number) =>
      setPaging((state) => ({
        ...state,
        pageNum: pageSize === state.pageSize ? pageNum : 1,
        pageSize,
      })),
    [],
  );

  return { pageNum: paging.pageNum, pageSize: paging.pageSize, onChange, stayWithin };
}
