import type { Page } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Input, Pagination } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/lib/ui/query-state';
import { searchKeyword } from '../paging';
import type { usePagedList } from '../use-paged-list';
import './list-page.css';

export type PagedListSectionProps<T> = {
  titleId: string;
  /** The page's heading, with its badge if any. */
  title: ReactNode;
  /** Beside the heading: a summary, a search box, actions. */
  tools?: ReactNode;
  /** Between the header and the list. */
  filter?: ReactNode;
  list: UseQueryResult<Page<T>>;
  paging: ReturnType<typeof usePagedList>;
  emptyText: string;
  renderRow: (record: T) => ReactNode;
  /** Dialogs and drawers the rows open. */
  children?: ReactNode;
};

/** A full list page of the workbench: heading, filter, the rows of one page and the pager. */
export function PagedListSection<T>({
  titleId,
  title,
  tools,
  filter,
  list,
  paging,
  emptyText,
  renderRow,
  children,
}: PagedListSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section className="list-page" aria-labelledby={titleId}>
      <header className="list-page__header">
        <h1 id={titleId} className="list-page__title">
          {title}
        </h1>
        {tools}
      </header>
      {filter}
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.data?.records.length === 0}
        emptyText={emptyText}
        onRetry={() => void list.refetch()}
        rows={8}
      >
        <ul className="list-page__list" aria-busy={list.isFetching}>
          {list.data?.records.map(renderRow)}
        </ul>
      </QueryState>
      {list.data && list.data.total > 0 && (
        <Pagination
          className="list-page__pagination"
          current={paging.pageNum}
          pageSize={paging.pageSize}
          total={list.data.total}
          showSizeChanger
          showTotal={(all) => t('workbenchLists.total', { count: all })}
          onChange={paging.onChange}
        />
      )}
      {children}
    </section>
  );
}

/** The search box of a list page; an empty search shows everything again. */
export function ListSearch({
  placeholder,
  onSearch,
}: {
  placeholder: string;
  onSearch: (keyword: string | undefined) => void;
}) {
  return (
    <Input.Search
      allowClear
      className="list-page__search"
      placeholder={placeholder}
      aria-label={placeholder}
      maxLength={64}
      onSearch={(text) => onSearch(searchKeyword(text))}
    />
  );
}
