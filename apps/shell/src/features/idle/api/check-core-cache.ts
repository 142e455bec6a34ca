import { http } from '@/lib/http/http-client';

/** POST /upms/app/query/core/cache/ttl/by/userId: true when the user's session is about to end. */
export function checkCoreCacheExpiring(userId: number): Promise<boolean> {
  return http.request<boolean>({
    url: '/upms/app/query/core/cache/ttl/by/userId',
    method: 'post',
    params: { userId },
    // A failed check is not worth a notice every minute; the next one tries again.
    silent: true,
  });
}
