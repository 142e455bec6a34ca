import { http } from '@/lib/http/http-client';

/** GET check: whether a calendar group name is free in the firm (`id`: the group renamed). */
export function checkGroupName(
  name: string,
  id?: number,
): Promise<{ name: string; isAvailable: boolean }> {
  return http.request<{ name: string; isAvailable: boolean }>({
    url: '/fftask/pcCalendarBookGroup/check',
    method: 'get',
    params: { name, ...(id ? { id } : {}) },
    silent: true,
  });
}
