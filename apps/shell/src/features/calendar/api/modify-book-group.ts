import type { BookGroup, ModifyBookGroupRequest } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST modifyBookGroup, with the version read and the edit lock held. Silent, as for schedules. */
export function modifyBookGroup(body: ModifyBookGroupRequest): Promise<BookGroup> {
  return http.request<BookGroup>({
    url: '/fftask/pcCalendarBookGroup/modifyBookGroup',
    method: 'post',
    data: body,
    silent: true,
  });
}
