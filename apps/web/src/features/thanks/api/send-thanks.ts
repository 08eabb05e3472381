import { dataEnvelope, type ThanksInput, thanksSentSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { thanksKeys, walletKeys } from '@/lib/query-keys';

const sentResponse = dataEnvelope(thanksSentSchema);

/** POST thanks/save: one note per giver; resolves with how many were sent. */
export async function sendThanks(input: ThanksInput): Promise<number> {
  const { data } = await apiRequest('/thanks/save', { method: 'POST', body: input, schema: sentResponse });
  return data.sent;
}

export function useSendThanks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendThanks,
    meta: { errorInline: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: thanksKeys.all }),
        // A money receipt offers "Dar las gracias" only until its giver is thanked.
        queryClient.invalidateQueries({ queryKey: walletKeys.money }),
      ]),
  });
}
