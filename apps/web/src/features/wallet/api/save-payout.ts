import {
  dataEnvelope,
  IDEMPOTENCY_HEADER,
  type Payout,
  type payoutInputSchema,
  payoutSchema,
} from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import type { Keyed } from '../lib/idempotency';
import { refreshMoney } from './invalidate';

export type PayoutInput = z.input<typeof payoutInputSchema>;

/** POST payout/save: withdraw to my bank account; the key makes a retry safe. */
export async function savePayout({ body, key }: Keyed<PayoutInput>): Promise<Payout> {
  const { data } = await apiRequest('/payout/save', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: dataEnvelope(payoutSchema),
  });
  return data;
}

export function useSavePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: savePayout,
    onSettled: () => refreshMoney(queryClient),
  });
}
