import type { Page } from '@portal/contract';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
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

/**
 * One page of a full list, as `query` builds it for the current page: the previous page stays on
 * screen while the next loads, and a page left empty steps back (see usePagedList).
 */
export function usePagedQuery<Data extends Page<unknown>, Key extends QueryKey>(
  filterKey: string,
  query: (page: { pageNum: number; pageSize: number }) => UseQueryOptions<Data, Error, Data, Key>,
) {
  const paging = usePagedList(filterKey);
  const list = useQuery({
    ...query({ pageNum: paging.pageNum, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
  const total = list.isPlaceholderData ? undefined : list.data?.total;
  const { stayWithin } = paging;
  useEffect(() => {
    if (total !== undefined) stayWithin(total);
  }, [total, stayWithin]);
  return { paging, list };
}
