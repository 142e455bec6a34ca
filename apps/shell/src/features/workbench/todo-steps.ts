import type { TodoStep, TodoStepStatus } from '@portal/contract';

/** How antd's Steps shows each step status of the server. */
export type StepDisplay = 'wait' | 'process' | 'finish' | 'error';

const displays: Record<TodoStepStatus, StepDisplay> = {
  submitted: 'finish',
  approved: 'finish',
  rejected: 'error',
  pending: 'process',
  waiting: 'wait',
  recalled: 'wait',
};

export function stepDisplay(status: TodoStepStatus): StepDisplay {
  return displays[status];
}

/** The step waiting for its handler now, if the flow is still under way. */
export function currentStep(steps: readonly TodoStep[]): TodoStep | undefined {
  return steps.find((step) => step.status === 'pending');
}
