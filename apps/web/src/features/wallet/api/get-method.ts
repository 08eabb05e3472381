import { dataEnvelope, type PaymentMethod, paymentMethodSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

/** GET card/get/{id}: one of my cards or bank accounts; 404 when it is not mine. */
export async function getMethod(id: string, signal?: AbortSignal): Promise<PaymentMethod> {
  const { data } = await apiRequest(`/card/get/${encodeURIComponent(id)}`, {
    schema: dataEnvelope(paymentMethodSchema),
    signal,
  });
  return data;
}

export const useMethod = (id: string) =>
  useQuery({ queryKey: walletKeys.method(id), queryFn: ({ signal }) => getMethod(id, signal) });
