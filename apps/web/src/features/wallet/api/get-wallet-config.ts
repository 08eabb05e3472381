import { dataEnvelope, type WalletConfig, walletConfigSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

/** GET wallet/config: which provider runs (test mode or Stripe) and the currencies offered. */
export async function getWalletConfig(signal?: AbortSignal): Promise<WalletConfig> {
  const { data } = await apiRequest('/wallet/config', { schema: dataEnvelope(walletConfigSchema), signal });
  return data;
}

/** It only changes when the server is redeployed: read once per visit. */
export const useWalletConfig = () =>
  useQuery({
    queryKey: walletKeys.config,
    queryFn: ({ signal }) => getWalletConfig(signal),
    staleTime: Infinity,
  });
