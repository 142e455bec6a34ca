import type { Todo } from '@portal/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { TodoStatusTag, UrgencyTag } from './todo-tags';

export type TodoRowProps = {
  todo: Todo;
  onOpen: () => void;
  onSteps: () => void;
  /** Present when the to-do calls for a finance call. */
  onFinance: (() => void) | undefined;
};

/** One to-do of the full list: its work opens in a tab; its steps and finance call on the side. */
export function TodoRow({ todo, onOpen, onSteps, onFinance }: TodoRowProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <li className="list-row" data-testid="todo-row">
      <div className="list-row__body">
        <div className="list-row__heading">
          <UrgencyTag urgency={todo.urgency} />
          <TodoStatusTag status={todo.status} />
          <button type="button" className="list-row__title" onClick={onOpen}>
            {todo.title}
          </button>
        </div>
        <p className="list-row__meta">
          {t('workbenchLists.todos.meta', {
            id: todo.id,
            type: todo.businessType,
            applicant: todo.applicant,
            time: formatTime(todo.createTime),
          })}
        </p>
      </div>
      <div className="list-row__actions">
        {todo.status === 0 && (
          <Button type="primary" size="small" onClick={onOpen}>
            {t('workbenchLists.todos.handle')}
          </Button>
        )}
        <Button size="small" onClick={onSteps}>
          {t('workbenchLists.todos.steps')}
        </Button>
        {onFinance && (
          <Button size="small" onClick={onFinance}>
            {t('workbenchLists.todos.finance')}
          </Button>
        )}
      </div>
    </li>
  );
}
