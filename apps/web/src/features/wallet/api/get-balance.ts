import { type Balance, balanceSchema, dataEnvelope } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

/** GET dashboard/balanceUser: available and pending, per currency. */
export async function getBalance(signal?: AbortSignal): Promise<Balance> {
  const { data } = await apiRequest('/dashboard/balanceUser', {
    schema: dataEnvelope(balanceSchema),
    signal,
  });
  return data;
}

export const useBalance = () =>
  useQuery({ queryKey: walletKeys.balance, queryFn: ({ signal }) => getBalance(signal) });
