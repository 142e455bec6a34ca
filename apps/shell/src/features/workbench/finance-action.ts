import type { Todo } from '@portal/contract';

/** The finance call a to-do asks its handler to make, if any. */
export type FinanceAction = 'contract' | 'payment';

/**
 * Contract and payment to-dos name their work in their sub-application route
 * (`/credit-projects/contract/detail`, `/newfactoring/payment/detail`): the handler opens the
 * contract application of the approved project, or applies for a payment under it.
 */
export function financeActionOf(todo: Pick<Todo, 'subApp' | 'status'>): FinanceAction | undefined {
  if (todo.status !== 0) return undefined;
  const segments = todo.subApp.split('/').filter(Boolean);
  if (segments.includes('contract')) return 'contract';
  if (segments.includes('payment')) return 'payment';
  return undefined;
}
