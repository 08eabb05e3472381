import {
  dataEnvelope,
  type GuestPayment,
  guestPaymentSchema,
  type Payment,
  paymentSchema,
  type SimulateFundsInput,
} from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { listKeys, walletKeys } from '@/lib/query-keys';
import { refreshMoney } from './invalidate';

export type SimulatedOutcome = SimulateFundsInput['outcome'];

/**
 * Test mode only. POST payment/guest/simulate/{id}: what the guest's bank or shop does with a delayed payment
 * (the transfer sent exact, short or long; the voucher paid; the payment accepted or rejected in the app).
 */
export async function simulateGuestFunds(input: {
  id: string;
  token: string;
  outcome: SimulatedOutcome;
}): Promise<GuestPayment> {
  const { data } = await apiRequest(`/payment/guest/simulate/${encodeURIComponent(input.id)}`, {
    method: 'POST',
    body: { outcome: input.outcome, token: input.token },
    schema: dataEnvelope(guestPaymentSchema),
  });
  return data;
}

/** Test mode only. POST payment/simulate/{id}: the same for a signed-in payer's payment. */
export async function simulateFunds(input: { id: string; outcome: SimulatedOutcome }): Promise<Payment> {
  const { data } = await apiRequest(`/payment/simulate/${encodeURIComponent(input.id)}`, {
    method: 'POST',
    body: { outcome: input.outcome },
    schema: dataEnvelope(paymentSchema),
  });
  return data;
}

/**
 * Either way's answer moves a group gift's progress, so the lists refresh; a guest's (`guestToken`) updates their
 * receipt, a signed-in payer's their receipt and wallet.
 */
export function useSimulateFunds(guestToken?: string) {
  const queryClient = useQueryClient();
  const guest = guestToken !== undefined;
  return useMutation({
    meta: { errorInline: true },
    mutationFn: ({
      id,
      outcome,
    }: {
      id: string;
      outcome: SimulatedOutcome;
    }): Promise<Payment | GuestPayment> =>
      guest ? simulateGuestFunds({ id, token: guestToken, outcome }) : simulateFunds({ id, outcome }),
    onSuccess: (payment) =>
      queryClient.setQueryData(
        guest ? walletKeys.guestReceipt(payment.id) : walletKeys.payment(payment.id),
        payment,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
      return guest ? undefined : refreshMoney(queryClient);
    },
  });
}
