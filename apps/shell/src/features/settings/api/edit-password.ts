import type { EditPasswordRequest } from '@portal/contract';
import { callEndpoint } from '@/lib/http/call-endpoint';
import { upmsRoutes } from '@portal/contract/routes';

/**
 * Changes the password. Silent: the settings page shows the server's reason (wrong current
 * password, a broken policy rule) under its form.
 */
export function editPassword(body: EditPasswordRequest): Promise<boolean> {
  return callEndpoint(upmsRoutes.editPassword, { body, silent: true });
}
