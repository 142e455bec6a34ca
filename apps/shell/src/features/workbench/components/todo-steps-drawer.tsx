import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Popconfirm, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/lib/ui/query-state';
import { todoQueries } from '../api/todo-queries';
import { currentStep, stepDisplay } from '../todo-steps';
import { useDateTimeFormat } from '@/lib/use-date-time-format';
import { useRecallTodo } from '../use-recall-todo';

export type TodoStepsDrawerProps = {
  firmId: number;
  /** The to-do whose steps are shown; none closes the drawer. */
  todo: { id: number; title?: string } | undefined;
  /** Offer the recall (the user applied for it, or looked it up as its applicant). */
  canRecall: boolean;
  onClose: () => void;
};

/** The approval steps of a to-do (todoStepList) and, for its applicant, the recall. */
export function TodoStepsDrawer({ firmId, todo, canRecall, onClose }: TodoStepsDrawerProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const steps = useQuery({
    ...todoQueries.steps(firmId, todo?.id ?? 0),
    enabled: todo !== undefined,
  });
  const recall = useRecallTodo(firmId);
  const isPending = steps.data ? currentStep(steps.data) !== undefined : false;

  return (
    <Drawer
      open={todo !== undefined}
      onClose={() => {
        recall.reset();
        onClose();
      }}
      title={todo?.title ?? t('workbenchLists.todos.stepsOf', { id: todo?.id })}
      size="min(520px, 100vw)"
      destroyOnHidden
    >
      <QueryState
        isPending={steps.isPending}
        error={steps.error}
        isEmpty={steps.data?.length === 0}
        emptyText={t('workbenchLists.todos.noSteps')}
        onRetry={() => void steps.refetch()}
      >
        <Steps
          orientation="vertical"
          size="small"
          items={steps.data?.map((step) => ({
            key: step.seq,
            status: stepDisplay(step.status),
            title: `${step.stepName} · ${step.handler}`,
            content: (
              <div className="todo-step">
                <span>
                  {[
                    t(`workbenchLists.stepStatus.${step.status}`),
                    step.time && formatTime(step.time),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {step.comment && <p className="todo-step__comment">{step.comment}</p>}
              </div>
            ),
          }))}
        />
      </QueryState>
      {recall.isError && (
        <Alert type="error" showIcon title={recall.error.message} className="todo-steps__alert" />
      )}
      {recall.isSuccess && (
        <Alert
          type="success"
          showIcon
          title={t('workbenchLists.todos.recalled')}
          className="todo-steps__alert"
        />
      )}
      {canRecall && todo && isPending && !recall.isSuccess && (
        <Popconfirm
          title={t('workbenchLists.todos.recallConfirm')}
          okText={t('workbenchLists.todos.recall')}
          cancelText={t('workbenchLists.cancel')}
          onConfirm={() => recall.mutate(todo.id)}
        >
          <Button danger loading={recall.isPending} className="todo-steps__recall">
            {t('workbenchLists.todos.recall')}
          </Button>
        </Popconfirm>
      )}
    </Drawer>
  );
}
