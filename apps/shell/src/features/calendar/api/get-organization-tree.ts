import type { OrganizationNode } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST /upms/app/query/appcalendar/many/organization/tree: units, departments and people. */
export function getOrganizationTree(): Promise<OrganizationNode[]> {
  return http.request<OrganizationNode[]>({
    url: '/upms/app/query/appcalendar/many/organization/tree',
    method: 'post',
    data: {},
  });
}
