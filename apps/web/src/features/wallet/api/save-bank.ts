import { type BankSaveInput, dataEnvelope, type PaymentMethod, paymentMethodSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshMethods } from './invalidate';

/** POST bank/save: the IBAN or CLABE where withdrawals go, validated and kept masked. */
export async function saveBank(body: BankSaveInput): Promise<PaymentMethod> {
  const { data } = await apiRequest('/bank/save', {
    method: 'POST',
    body,
    schema: dataEnvelope(paymentMethodSchema),
  });
  return data;
}

export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: saveBank,
    onSuccess: () => refreshMethods(queryClient),
  });
}
