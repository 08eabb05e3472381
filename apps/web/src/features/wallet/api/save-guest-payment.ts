import {
  dataEnvelope,
  type GuestPayment,
  type GuestPaymentInput,
  guestPaymentSchema,
  IDEMPOTENCY_HEADER,
} from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';
import type { Keyed } from '../lib/idempotency';

const guestPaymentResponse = dataEnvelope(guestPaymentSchema);

/** POST payment/guest: chip in without an account, with a card used for this payment only. */
export async function saveGuestPayment({ body, key }: Keyed<GuestPaymentInput>): Promise<GuestPayment> {
  const { data } = await apiRequest('/payment/guest', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: guestPaymentResponse,
  });
  return data;
}

/** POST payment/guest/confirm/{id}: the guest answered their bank's confirmation step (test mode). */
export async function confirmGuestPayment(input: {
  id: string;
  token: string;
  approve: boolean;
}): Promise<GuestPayment> {
  const { data } = await apiRequest(`/payment/guest/confirm/${encodeURIComponent(input.id)}`, {
    method: 'POST',
    body: { token: input.token, approve: input.approve },
    schema: guestPaymentResponse,
  });
  return data;
}

/** GET payment/guest/get/{id}?token=: the receipt a guest opens from their e-mail. */
export async function getGuestReceipt(id: string, token: string, signal?: AbortSignal) {
  const { data } = await apiRequest(
    `/payment/guest/get/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
    { schema: guestPaymentResponse, signal },
  );
  return data;
}

/** Both calls refresh the list afterwards: its progress moved, or others gave meanwhile. */
export function useGuestPayment() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKeys.all });
  return {
    pay: useMutation({ meta: { errorInline: true }, mutationFn: saveGuestPayment, onSettled: refresh }),
    confirm: useMutation({
      meta: { errorInline: true },
      mutationFn: confirmGuestPayment,
      onSettled: refresh,
    }),
  };
}
