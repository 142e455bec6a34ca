import { http } from '@/lib/http/http-client';

/** DELETE /auth/token/logout: the server revokes the bearer token sent with it. */
export function revokeToken(): Promise<unknown> {
  return http.request<unknown>({ url: '/auth/token/logout', method: 'delete', silent: true });
}
