import type { Todo, TodoStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todoQueries } from '../api/todo-queries';
import { financeActionOf, type FinanceAction } from '../finance-action';
import { usePagedQuery } from '../use-paged-list';
import { FinanceDialog } from './finance-dialog';
import { ListSearch, PagedListSection } from './paged-list-section';
import { TodoLookup } from './todo-lookup';
import { TodoRow } from './todo-row';
import { TodoStepsDrawer } from './todo-steps-drawer';
import { todoPagePath } from '../todo-page';

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
  const count = useQuery(todoQueries.count(firmId));
  const { paging, list } = usePagedQuery(`${status}|${keyword ?? ''}`, (page) =>
    todoQueries.list({ firmId, status, keyword, ...page }),
  );
  const [steps, setSteps] = useState<{
    todo: { id: number; title?: string };
    canRecall: boolean;
  }>();
  const [finance, setFinance] = useState<{ todo: Todo; action: FinanceAction }>();
  const [isLookingUp, setLookingUp] = useState(false);

  return (
    <PagedListSection
      titleId="backlog-title"
      title={t('routes.backlog')}
      tools={
        <div className="list-page__tools">
          <ListSearch
            placeholder={t('workbenchLists.todos.searchPlaceholder')}
            onSearch={setKeyword}
          />
          <Button onClick={() => setLookingUp(true)}>{t('workbenchLists.todos.lookUp')}</Button>
        </div>
      }
      filter={
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
      }
      list={list}
      paging={paging}
      emptyText={t(keyword ? 'workbenchLists.noMatch' : 'workbenchLists.todos.empty')}
      renderRow={(todo) => {
        const action = financeActionOf(todo);
        return (
          <TodoRow
            key={todo.id}
            todo={todo}
            onOpen={() => onOpen(todoPagePath(todo))}
            onSteps={() =>
              setSteps({ todo, canRecall: todo.applicant === userName && todo.status === 0 })
            }
            onFinance={action ? () => setFinance({ todo, action }) : undefined}
          />
        );
      }}
    >
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
    </PagedListSection>
  );
}
