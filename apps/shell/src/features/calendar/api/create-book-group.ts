import type { BookGroup, CreateBookGroupRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST createBookGroup. Silent: the group dialog shows the server's reason (name taken). */
export function createBookGroup(body: CreateBookGroupRequest): Promise<BookGroup> {
  return http.request<BookGroup>({
    url: '/fftask/pcCalendarBookGroup/createBookGroup',
    method: 'post',
    data: body,
    silent: true,
  });
}
