import { type CardSaveInput, dataEnvelope, type PaymentMethod, paymentMethodSchema } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshMethods } from './invalidate';

/** POST card/save: a test card's details (test mode) or Stripe's SetupIntent id. */
export async function saveCard(body: CardSaveInput): Promise<PaymentMethod> {
  const { data } = await apiRequest('/card/save', {
    method: 'POST',
    body,
    schema: dataEnvelope(paymentMethodSchema),
  });
  return data;
}

/** The form says a refused card on itself (`errorInline`). */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: saveCard,
    onSuccess: () => refreshMethods(queryClient),
  });
}
