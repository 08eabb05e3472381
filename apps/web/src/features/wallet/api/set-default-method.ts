import { dataEnvelope, type PaymentMethod, paymentMethodSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshMethods } from './invalidate';

/** PUT card/default/{id}: the card (or account) used when none is chosen. */
export async function setDefaultMethod(id: string): Promise<PaymentMethod> {
  const { data } = await apiRequest(`/card/default/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: dataEnvelope(paymentMethodSchema),
  });
  return data;
}

export function useSetDefaultMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultMethod, onSuccess: () => refreshMethods(queryClient) });
}
