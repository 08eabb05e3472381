import { dataEnvelope, IDEMPOTENCY_HEADER, type Payment, paymentSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';
import type { Keyed } from '../lib/idempotency';
import { refreshMoney } from './invalidate';

/** POST payment/refund/{id}: give back all that is left (no amount) or part of it. */
export async function refundPayment({
  id,
  body,
  key,
}: Keyed<{ amount?: number }> & { id: string }): Promise<Payment> {
  const { data } = await apiRequest(`/payment/refund/${encodeURIComponent(id)}`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: dataEnvelope(paymentSchema),
  });
  return data;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (payment) => queryClient.setQueryData(walletKeys.payment(payment.id), payment),
    onSettled: () => refreshMoney(queryClient),
  });
}
