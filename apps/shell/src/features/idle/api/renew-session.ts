import { http } from '@/lib/http/http-client';

/** POST /user/refesh (the spec's spelling): renews the user's session. */
export function renewSession(): Promise<number> {
  return http.request<number>({ url: '/user/refesh', method: 'post' });
}
