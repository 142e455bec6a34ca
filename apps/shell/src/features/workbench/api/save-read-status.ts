import type { SaveReadStatusBody, SaveReadStatusResult } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST /uniHome/save/status (a form body, spec §7): marks a notice or message read or unread. */
export function saveReadStatus({
  id,
  type,
  status = 'read',
}: SaveReadStatusBody): Promise<SaveReadStatusResult> {
  return http.request<SaveReadStatusResult>({
    url: '/uniHome/save/status',
    method: 'post',
    data: new URLSearchParams({ id: String(id), type, status }),
  });
}
