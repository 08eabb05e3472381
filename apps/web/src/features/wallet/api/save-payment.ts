import {
  dataEnvelope,
  IDEMPOTENCY_HEADER,
  type Payment,
  type PaymentInput,
  paymentSchema,
} from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { Keyed } from '../lib/idempotency';
import { refreshMoney } from './invalidate';

/** POST payment/save: give money with a saved card; the answer may ask for a confirmation step. */
export async function savePayment({ body, key }: Keyed<PaymentInput>): Promise<Payment> {
  const { data } = await apiRequest('/payment/save', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: dataEnvelope(paymentSchema),
  });
  return data;
}

export function useSavePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: savePayment,
    onSettled: () => refreshMoney(queryClient),
  });
}
