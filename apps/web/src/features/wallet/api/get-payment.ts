import { dataEnvelope, type Payment, paymentSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

/** GET payment/get/{id}: one payment's receipt, as its payer or its recipient sees it. */
export async function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  const { data } = await apiRequest(`/payment/get/${encodeURIComponent(id)}`, {
    schema: dataEnvelope(paymentSchema),
    signal,
  });
  return data;
}

export const usePayment = (id: string, enabled: boolean) =>
  useQuery({ queryKey: walletKeys.payment(id), queryFn: ({ signal }) => getPayment(id, signal), enabled });
