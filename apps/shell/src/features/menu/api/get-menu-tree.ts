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

/** The menu of a user in a firm; the firm is in the key, so a firm switch never reuses it. */
export function menuTreeQuery(query: FirmUserQuery) {
  return {
    queryKey: ['menu-tree', query.firmId, query.userId] as const,
    queryFn: () => getMenuTree(query),
    staleTime: Number.POSITIVE_INFINITY,
  };
}
