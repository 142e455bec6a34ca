import type { Todo, TodoStatus } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Pagination, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todoCountQuery } from '../api/get-todo-count';
import { todosQuery } from '../api/get-todos';
import { financeActionOf, type FinanceAction } from '../finance-action';
import { searchKeyword } from '../paging';
import { usePagedList } from '../use-paged-list';
import { FinanceDialog } from './finance-dialog';
import { QueryState } from './query-state';
import { TodoLookup } from './todo-lookup';
import { TodoRow } from './todo-row';
import { TodoStepsDrawer } from './todo-steps-drawer';
import './list-page.css';

export type BacklogPageProps = {
  firmId: number;
  /** The signed-in user's name: the applicant of the to-dos they may recall. */
  userName: string;
  onOpen: (path: string) => void;
};

const statuses = [
  { value: 0, key: 'pending' },
  { value: 1, key: 'done' },
  { value: 2, key: 'recalled' },
] as const;

/** /wel/backlog: every to-do of the user by status, searchable, with steps, recall and finance. */
export function BacklogPage({ firmId, userName, onOpen }: BacklogPageProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TodoStatus>(0);
  const [keyword, setKeyword] = useState<string>();
  const count = useQuery(todoCountQuery(firmId));
  const paging = usePagedList(`${status}|${keyword ?? ''}`);
  const list = useQuery({
    ...todosQuery({ firmId, status, keyword, pageNum: paging.pageNum, pageSize: paging.pageSize }),
    placeholderData: keepPreviousData,
  });
  const total = list.isPlaceholderData ? undefined : list.data?.total;
  const { stayWithin } = paging;
  useEffect(() => {
    if (total !== undefined) stayWithin(total);
  }, [total, stayWithin]);
  const [steps, setSteps] = useState<{
    todo: { id: number; title?: string };
    canRecall: boolean;
  }>();
  const [finance, setFinance] = useState<{ todo: Todo; action: FinanceAction }>();
  const [isLookingUp, setLookingUp] = useState(false);

  return (
    <section className="list-page" aria-labelledby="backlog-title">
      <header className="list-page__header">
        <h1 id="backlog-title" className="list-page__title">
          {t('routes.backlog')}
        </h1>
        <div className="list-page__tools">
          <Input.Search
            allowClear
            className="list-page__search"
            placeholder={t('workbenchLists.todos.searchPlaceholder')}
            aria-label={t('workbenchLists.todos.searchPlaceholder')}
            maxLength={64}
            onSearch={(text) => setKeyword(searchKeyword(text))}
          />
          <Button onClick={() => setLookingUp(true)}>{t('workbenchLists.todos.lookUp')}</Button>
        </div>
      </header>
      <Segmented<TodoStatus>
        className="list-page__filter"
        value={status}
        onChange={setStatus}
        options={statuses.map(({ value, key }) => ({
          value,
          label: t('workbenchLists.todos.statusWithCount', {
            status: t(`workbenchLists.todoStatus.${key}`),
            count: count.data?.[key] ?? 0,
          }),
        }))}
      />
      <QueryState
        isPending={list.isPending}
        error={list.error}
        isEmpty={list.data?.records.length === 0}
        emptyText={t(keyword ? 'workbenchLists.noMatch' : 'workbenchLists.todos.empty')}
        onRetry={() => void list.refetch()}
        rows={8}
      >
        <ul className="list-page__list" aria-busy={list.isFetching}>
          {list.data?.records.map((todo) => {
            const action = financeActionOf(todo);
            return (
              <TodoRow
                key={todo.id}
                todo={todo}
                onOpen={() => onOpen(todo.subApp)}
                onSteps={() =>
                  setSteps({ todo, canRecall: todo.applicant === userName && todo.status === 0 })
                }
                onFinance={action ? () => setFinance({ todo, action }) : undefined}
              />
            );
          })}
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
      <TodoStepsDrawer
        firmId={firmId}
        todo={steps?.todo}
        canRecall={steps?.canRecall ?? false}
        onClose={() => setSteps(undefined)}
      />
      <FinanceDialog firmId={firmId} request={finance} onClose={() => setFinance(undefined)} />
      <TodoLookup
        open={isLookingUp}
        onClose={() => setLookingUp(false)}
        onFind={(id) => {
          setLookingUp(false);
          setSteps({ todo: { id }, canRecall: true });
        }}
      />
    </section>
  );
}
