import type { PaymentApplication, PaymentBody } from '@portal/contract';
import { http } from '@/lib/http/http-client';

/** POST /finance/paymentApplyInfo/payment. Silent: the finance panel shows the server's message. */
export function applyForPayment(body: PaymentBody): Promise<PaymentApplication> {
  return http.request<PaymentApplication>({
    url: '/finance/paymentApplyInfo/payment',
    method: 'post',
    data: body,
    silent: true,
  });
}
