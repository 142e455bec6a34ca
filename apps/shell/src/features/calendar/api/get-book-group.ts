import type { BookGroup } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** GET getBookGroupInfo: a calendar group with its members and version. */
export function getBookGroup(id: number): Promise<BookGroup> {
  return http.request<BookGroup>({
    url: '/fftask/pcCalendarBookGroup/getBookGroupInfo',
    method: 'get',
    params: { id },
  });
}
