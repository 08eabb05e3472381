import { dataEnvelope, payoutStatusSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** GET payout/status: whether I can withdraw (onboarding done, a bank account saved). */
export async function getPayoutStatus(signal?: AbortSignal): Promise<PayoutStatus> {
  const { data } = await apiRequest('/payout/status', { schema: dataEnvelope(payoutStatusSchema), signal });
  return data;
}

export const usePayoutStatus = () =>
  useQuery({ queryKey: walletKeys.payoutStatus, queryFn: ({ signal }) => getPayoutStatus(signal) });
