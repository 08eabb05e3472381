import { monthlySchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

export type Monthly = z.infer<typeof monthlySchema>;

/** GET dashboard/monthlyUser?currency: money in and out per month over the last 12 months. */
export async function getMonthly(currency: string | null, signal?: AbortSignal): Promise<Monthly[]> {
  const { data } = await apiRequest('/dashboard/monthlyUser', {
    query: { currency },
    schema: z.object({ data: z.array(monthlySchema) }),
    signal,
  });
  return data;
}

export const useMonthly = (currency: string | null = null) =>
  useQuery({ queryKey: walletKeys.monthly(currency), queryFn: ({ signal }) => getMonthly(currency, signal) });
