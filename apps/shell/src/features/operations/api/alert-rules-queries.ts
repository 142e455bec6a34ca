import type { CreateAlertRuleRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { operationsRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { refreshEveryMs } from './operations-queries';

/** The alert rules and how their posts fared; the platform's, the same in every firm. */
export const alertRulesQuery = (userId: number) =>
  queryOptions({
    queryKey: globalKey('alertRules', userId),
    queryFn: ({ signal }) =>
      callEndpoint(operationsRoutes.listAlertRules, { signal, silent: true }),
    refetchInterval: refreshEveryMs,
    retry: 1,
  });

export function createAlertRule(rule: CreateAlertRuleRequest) {
  return callEndpoint(operationsRoutes.createAlertRule, { body: rule, silent: true });
}

export function deleteAlertRule(id: number) {
  return callEndpoint(operationsRoutes.deleteAlertRule, { body: { id }, silent: true });
}
