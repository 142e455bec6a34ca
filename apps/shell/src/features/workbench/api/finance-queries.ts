import { callEndpoint } from '@/lib/http/call-endpoint';
import { firmKey } from '@/lib/query-keys';
import { financeRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/** The finance calls of a firm's to-dos. */
export const financeQueries = {
  all: (firmId: number) => firmKey(firmId, 'finance'),

  /**
   * An approved project; a contract or payment application under it reloads it. Silent: the
   * finance panel shows the reason.
   */
  project: (firmId: number, id: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'finance', 'project', id),
      queryFn: ({ signal }) =>
        callEndpoint(financeRoutes.getApprovedProject, { query: { id }, signal, silent: true }),
      retry: false,
    }),
};
