import type { ContractApplication, InitContractBody } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST /finance/contractAppInfo/init. Silent: the finance panel shows the server's message. */
export function initContract(body: InitContractBody): Promise<ContractApplication> {
  return http.request<ContractApplication>({
    url: '/finance/contractAppInfo/init',
    method: 'post',
    data: body,
    silent: true,
  });
}
