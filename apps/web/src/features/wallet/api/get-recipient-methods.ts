import { dataEnvelope, paymentMethodsAnswer } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

/**
 * GET payment/methods?currency=&to=: the ways to give in this currency that work for this recipient (an ONG is
 * named by its id, as a person is): MercadoPago only when they connected their account.
 */
export async function getRecipientMethods(currency: string, to: string, signal?: AbortSignal) {
  const { data } = await apiRequest('/payment/methods', {
    query: { currency, to },
    schema: dataEnvelope(paymentMethodsAnswer),
    signal,
  });
  return data.methods.map((m) => m.method);
}

export const useRecipientMethods = (currency: string, to: string) =>
  useQuery({
    queryKey: walletKeys.recipientMethods(currency, to),
    queryFn: ({ signal }) => getRecipientMethods(currency, to, signal),
    staleTime: 5 * 60_000,
  });
