import type { Donation } from '@detalle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '@/lib/query-keys';
import { getDonation } from './donations';
import { refreshMoney } from './invalidate';
import { type SimulatedOutcome, simulateFunds, simulateGuestFunds } from './simulate-funds';

/**
 * Test mode only: the donor's bank, shop or app acts on a delayed donation (a donation's id is its payment's:
 * `payment/guest/simulate` with the guest's token, `payment/simulate` signed in); then the donation is read
 * again, since only it says its certificate's number once the money arrived.
 */
export async function simulateDonation(input: {
  id: string;
  token: string | null;
  outcome: SimulatedOutcome;
}): Promise<Donation> {
  const { id, token, outcome } = input;
  if (token) await simulateGuestFunds({ id, token, outcome });
  else await simulateFunds({ id, outcome });
  return getDonation(id, token);
}

/** The donation page shows the answer at once; the donor's wallet refreshes. */
export function useSimulateDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorInline: true },
    mutationFn: simulateDonation,
    onSuccess: (donation) => queryClient.setQueryData(walletKeys.donation(donation.id), donation),
    onSettled: () => refreshMoney(queryClient),
  });
}
