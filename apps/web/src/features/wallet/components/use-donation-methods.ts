import type { Donation, GivingMethod } from '@detalle/contract';
import { useRecipientMethods } from '../api/get-recipient-methods';
import { delayedRefusal, isDelayedMethod, offeredMethods } from '../lib/giving-methods';

/** The donation form's starting values for "¿Cómo quieres pagar?": card, the fee taken from the ONG's part. */
export const donationMethodValues = () => ({
  method: 'card' as GivingMethod,
  coverFee: false as boolean,
  bizumPhone: '',
});

/**
 * The ways a donation to this ONG can take in this currency: those of the currency this server takes for this
 * ONG (`payment/methods`, which leaves out MercadoPago until the ONG connects it). Card alone while that loads
 * or if it cannot be read: card always worked. `refusal` says why this amount cannot go the chosen way.
 */
export function useDonationMethods(
  ongId: string,
  currency: string,
  method: GivingMethod,
  amount: number | null,
) {
  const forOng = useRecipientMethods(currency, ongId);
  const methods = offeredMethods(currency, forOng.data ? { methods: forOng.data } : undefined);
  return {
    methods,
    delayed: isDelayedMethod(method),
    refusal: delayedRefusal(method, amount, currency),
  };
}

/**
 * A delayed way's answer: `awaiting_funds` is a donation started (its instructions follow, and the next attempt
 * gets a new key); anything else (a failure) goes where a card's answer goes.
 */
export const whenStarted =
  (started: (d: Donation) => void, otherwise: (d: Donation) => void) => (d: Donation) =>
    d.status === 'awaiting_funds' ? started(d) : otherwise(d);
