import type { ApprovedProject } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET /finance/project/getApproProjectInfoById. Silent: the finance panel shows the reason. */
export function getApprovedProject(id: number): Promise<ApprovedProject> {
  return http.request<ApprovedProject>({
    url: '/finance/project/getApproProjectInfoById',
    method: 'get',
    params: { id },
    silent: true,
  });
}
