import { dataEnvelope, type Payout, payoutSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

/** GET payout/get/{id}: one withdrawal's receipt. */
export async function getPayout(id: string, signal?: AbortSignal): Promise<Payout> {
  const { data } = await apiRequest(`/payout/get/${encodeURIComponent(id)}`, {
    schema: dataEnvelope(payoutSchema),
    signal,
  });
  return data;
}

export const usePayout = (id: string, enabled: boolean) =>
  useQuery({ queryKey: walletKeys.payout(id), queryFn: ({ signal }) => getPayout(id, signal), enabled });
