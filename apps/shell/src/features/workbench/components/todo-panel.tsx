import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/lib/ui/query-state';
import { todoQueries } from '../api/todo-queries';
import { workbenchLists } from '../api/workbench-queries';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { UrgencyTag } from './todo-tags';
import { todoPagePath } from '../todo-page';
import { paths } from '@/lib/paths';

export type TodoPanelProps = {
  firmId: number;
  /** Opens a path in a tab: a to-do's sub-application page, or the full list. */
  onOpen: (path: string) => void;
};

/** The to-do summary of the home page: counts and the latest five, each opening its work. */
export function TodoPanel({ firmId, onOpen }: TodoPanelProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const count = useQuery(todoQueries.count(firmId));
  const latest = useQuery(workbenchLists.latestTodos(firmId));
  const counts = [
    { key: 'pending', value: count.data?.pending },
    { key: 'done', value: count.data?.done },
    { key: 'recalled', value: count.data?.recalled },
  ] as const;

  return (
    <Card
      variant="borderless"
      className="workbench-panel"
      title={<h2 className="workbench-panel__title">{t('workbench.todos.title')}</h2>}
      extra={
        <Button type="link" onClick={() => onOpen(paths.backlog)}>
          {t('workbench.viewAll')}
        </Button>
      }
    >
      <dl className="todo-counts" aria-busy={count.isPending}>
        {counts.map(({ key, value }) => (
          <div key={key} className={`todo-counts__item todo-counts__item--${key}`}>
            <dt>{t(`workbenchLists.todoStatus.${key}`)}</dt>
            <dd>{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <QueryState
        isPending={latest.isPending}
        error={latest.error}
        isEmpty={latest.data?.records.length === 0}
        emptyText={t('workbench.todos.empty')}
        onRetry={() => void latest.refetch()}
      >
        <ul className="workbench-list" aria-label={t('workbench.todos.latest')}>
          {latest.data?.records.map((todo) => (
            <li key={todo.id}>
              <button
                type="button"
                className="workbench-list__item"
                onClick={() => onOpen(todoPagePath(todo))}
              >
                <span className="workbench-list__main">
                  <UrgencyTag urgency={todo.urgency} />
                  <span className="workbench-list__title" data-testid="workbench-todo-title">
                    {todo.title}
                  </span>
                </span>
                <span className="workbench-list__meta">
                  {t('workbench.todos.meta', {
                    type: todo.businessType,
                    applicant: todo.applicant,
                    time: formatTime(todo.createTime),
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </QueryState>
    </Card>
  );
}
