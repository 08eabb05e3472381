import { dataEnvelope, type Payment, paymentSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';
import { refreshMoney } from './invalidate';

/**
 * POST payment/confirm/{id}: the answer to the confirmation step (test mode: "Autorizar pago" or
 * "Rechazar"; Stripe: called after Stripe.js's own step so the server reads the result).
 */
export async function confirmPayment({ id, approve }: { id: string; approve: boolean }): Promise<Payment> {
  const { data } = await apiRequest(`/payment/confirm/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { approve },
    schema: dataEnvelope(paymentSchema),
  });
  return data;
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: confirmPayment,
    onSuccess: (payment) => queryClient.setQueryData(walletKeys.payment(payment.id), payment),
    onSettled: () => refreshMoney(queryClient),
  });
}
