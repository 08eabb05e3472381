import { type PaymentMethod, paymentMethodSchema } from '@detalle/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { walletKeys } from '@/lib/query-keys';

/** GET card/getAll: my saved cards and bank accounts, the default first. */
export async function getMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  const { data } = await apiRequest('/card/getAll', {
    schema: z.object({ data: z.array(paymentMethodSchema) }),
    signal,
  });
  return data;
}

/** `enabled: false` for a guest (no account, no cards to ask for). */
export const useMethods = (enabled = true) =>
  useQuery({ queryKey: walletKeys.methods, queryFn: ({ signal }) => getMethods(signal), enabled });
