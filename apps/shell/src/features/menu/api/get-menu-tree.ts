import type { FirmUserQuery, MenuTreeResponse } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET /upms/menu/getTreeByRoleId: the user's menu in a firm, with button codes. */
export function getMenuTree(query: FirmUserQuery): Promise<MenuTreeResponse> {
  return http.request<MenuTreeResponse>({
    url: '/upms/menu/getTreeByRoleId',
    method: 'get',
    params: query,
  });
}
