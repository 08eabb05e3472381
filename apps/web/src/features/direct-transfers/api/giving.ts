import {
  type DirectPledge,
  type DirectTransferDeclareInput,
  type DirectTransferInstructions,
  type DirectTransferStartInput,
  dataEnvelope,
  directPledgeSchema,
  directTransferInstructionsSchema,
  IDEMPOTENCY_HEADER,
} from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { directTransferKeys } from '@/lib/query-keys';

/** POST direct-transfer/start ("Quiero transferir"): the whole IBAN, the amount and a reference. */
export function useStartTransfer() {
  return useMutation({
    meta: { errorInline: true },
    mutationFn: async (body: DirectTransferStartInput): Promise<DirectTransferInstructions> =>
      (
        await apiRequest('/direct-transfer/start', {
          method: 'POST',
          body,
          schema: dataEnvelope(directTransferInstructionsSchema),
        })
      ).data,
  });
}

/** POST direct-transfer/declare ("Ya he hecho la transferencia"), once per attempt (`Idempotency-Key`). */
export function useDeclareTransfer(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: async ({
      body,
      key,
    }: {
      body: DirectTransferDeclareInput;
      key: string;
    }): Promise<DirectPledge> =>
      (
        await apiRequest('/direct-transfer/declare', {
          method: 'POST',
          body,
          headers: { [IDEMPOTENCY_HEADER]: key },
          schema: dataEnvelope(directPledgeSchema),
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directTransferKeys.details(listId) }),
  });
}
