import { dataEnvelope, payoutQuoteSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

export type PayoutQuote = z.infer<typeof payoutQuoteSchema>;

/** GET payout/quote?amount&currency: what a withdrawal costs and when it arrives. */
export async function getPayoutQuote(
  amount: number,
  currency: string,
  signal?: AbortSignal,
): Promise<PayoutQuote> {
  const { data } = await apiRequest('/payout/quote', {
    query: { amount, currency },
    schema: dataEnvelope(payoutQuoteSchema),
    signal,
  });
  return data;
}

/** Asked only for an amount that can be read (`amount` null otherwise). */
export const usePayoutQuote = (amount: number | null, currency: string) =>
  useQuery({
    queryKey: walletKeys.quote(amount ?? 0, currency),
    queryFn: ({ signal }) => getPayoutQuote(amount ?? 0, currency, signal),
    enabled: amount !== null && amount > 0,
  });
