import type { EditPasswordRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/**
 * POST /upms/user/editPassword. Silent: the settings page shows the server's reason (wrong current
 * password, a broken policy rule) under its form.
 */
export function editPassword(body: EditPasswordRequest): Promise<boolean> {
  return http.request<boolean>({
    url: '/upms/user/editPassword',
    method: 'post',
    data: body,
    silent: true,
  });
}
