import { firmKey } from '@/lib/query-keys';
import { queryOptions } from '@tanstack/react-query';
import { getApprovedProject } from './get-approved-project';

/** The finance calls of a firm's to-dos. */
export const financeQueries = {
  all: (firmId: number) => firmKey(firmId, 'finance'),

  /** An approved project; a contract or payment application under it reloads it. */
  project: (firmId: number, id: number) =>
    queryOptions({
      queryKey: firmKey(firmId, 'finance', 'project', id),
      queryFn: () => getApprovedProject(id),
      retry: false,
    }),
};
