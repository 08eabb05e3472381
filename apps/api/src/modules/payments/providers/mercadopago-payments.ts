import { errorCatalogue, minorDigits, toMinor } from '@detalle/contract';
import { z } from 'zod';
import { AppError } from '../../../errors.js';
import type { ChargeResult } from './provider.js';

/**
 * How MercadoPago's payments of one Checkout Pro preference read as our charge. A preference is not a payment:
 * the giver may try a card that is refused, then pay with another, or print a cash ticket and pay it days later,
 * so one preference (found by its `external_reference`, our payment's id) has zero, one or several payments.
 */

/**
 * The fields we read of a payment, as `/v1/payments/search` and `/v1/payments/{id}` answer them. The SDK's
 * own type for search results leaves out `fee_details`, which the API does send, so the answer is parsed here.
 */
export const mpPaymentShape = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  status_detail: z.string().nullish(),
  currency_id: z.string().nullish(),
  transaction_amount: z.number(),
  transaction_amount_refunded: z.number().nullish(),
  external_reference: z.string().nullish(),
  date_created: z.string().nullish(),
  fee_details: z
    .array(z.object({ type: z.string().nullish(), amount: z.number(), fee_payer: z.string().nullish() }))
    .nullish(),
  /** A cash ticket's or bank transfer's page, while it waits to be paid. */
  transaction_details: z.object({ external_resource_url: z.string().nullish() }).nullish(),
});
export type MpPayment = z.infer<typeof mpPaymentShape>;

export const mpSearchShape = z.object({ results: z.array(mpPaymentShape).default([]) });

/**
 * MercadoPago takes whole units only in Colombian and Chilean pesos (it refuses `unit_price: 1000.5` in COP,
 * although ISO 4217 gives the peso two decimals); the others take two decimals.
 */
const WHOLE_UNITS = new Set(['COP', 'CLP']);

/** Our minor units as MercadoPago's amount (major units); null when MercadoPago cannot take it exactly. */
export function mpAmount(amount: number, currency: string): number | null {
  const major = amount / 10 ** minorDigits(currency);
  if (WHOLE_UNITS.has(currency) && !Number.isInteger(major)) return null;
  return Math.round(major * 100) / 100;
}

/** A payment that took the money (later refunded or charged back or not: that is the refund's story). */
const TAKEN = new Set(['approved', 'refunded', 'charged_back']);
/** Still on its way: a cash ticket not yet paid, a card under review, a dispute opened before approval. */
const WAITING = new Set(['pending', 'in_process', 'authorized', 'in_mediation']);

const REFUSAL =
  'MercadoPago ha rechazado el pago. No se ha cobrado nada: prueba con otra tarjeta o forma de pago.';
/** Spanish reasons for a refused payment, by MercadoPago's `status_detail`; the rest hear only that it was refused. */
const REJECTIONS: Record<string, string> = {
  cc_rejected_insufficient_amount: errorCatalogue.INSUFFICIENT_FUNDS.message,
  cc_rejected_bad_filled_security_code:
    'El código de seguridad (CVC) no es correcto. No se ha cobrado nada: vuelve a intentarlo en MercadoPago.',
  cc_rejected_bad_filled_date: errorCatalogue.CARD_EXPIRED.message,
  cc_rejected_bad_filled_card_number:
    'El número de la tarjeta no es correcto. No se ha cobrado nada: vuelve a intentarlo en MercadoPago.',
  cc_rejected_bad_filled_other:
    'Algún dato de la tarjeta no es correcto. No se ha cobrado nada: vuelve a intentarlo en MercadoPago.',
  cc_rejected_call_for_authorize:
    'Tu banco pide que autorices este pago. Llámalo y vuelve a intentarlo; no se ha cobrado nada.',
  cc_rejected_card_disabled:
    'La tarjeta no está activada. Actívala con tu banco o prueba con otra; no se ha cobrado nada.',
  cc_rejected_duplicated_payment:
    'Ya habías hecho un pago igual hace un momento, así que MercadoPago ha rechazado este para no cobrarte dos veces.',
  cc_rejected_max_attempts:
    'Has llegado al límite de intentos con esta tarjeta. Prueba con otra tarjeta o forma de pago.',
};
export const rejectionReason = (detail: string | null | undefined) =>
  (detail && REJECTIONS[detail]) || REFUSAL;

/** MercadoPago's own fees on a payment, in our minor units: not the marketplace's share, not the payer's costs. */
function feeOf(payment: MpPayment, currency: string): number | null {
  if (!payment.fee_details) return null;
  const fees = payment.fee_details.filter((f) => f.fee_payer !== 'payer' && f.type !== 'application_fee');
  return fees.reduce((sum, f) => sum + toMinor(f.amount, currency), 0);
}

/**
 * The charge of a preference from its payments (newest first):
 * - any payment that took the money → `succeeded`, `received` what they took, `fee` MercadoPago's;
 * - else any still waiting (a cash ticket, a review) → `awaiting_funds`;
 * - else the newest one decides: `rejected` → `failed` (with the reason in Spanish), cancelled or expired →
 *   `canceled`;
 * - no payment yet (the giver has not finished the checkout) → `awaiting_funds`.
 *
 * A refusal is final for us, although MercadoPago's checkout lets the giver try another card at once: when they
 * do and it is approved, that later `succeeded` wins over the failure in the core (`applyCharge`), as money
 * taken always does.
 */
export function chargeOf(
  chargeRef: string,
  payments: MpPayment[],
  currency: string,
  checkoutUrl: string | null,
): ChargeResult {
  const base = { chargeRef, clientSecret: null, fee: null, failure: null };
  const taken = payments.filter((p) => TAKEN.has(p.status));
  if (taken.length > 0) {
    const fees = taken.map((p) => feeOf(p, p.currency_id ?? currency));
    return {
      ...base,
      status: 'succeeded',
      fee: fees.some((f) => f === null) ? null : fees.reduce<number>((sum, f) => sum + (f ?? 0), 0),
      received: taken.reduce((sum, p) => sum + toMinor(p.transaction_amount, p.currency_id ?? currency), 0),
    };
  }
  const waiting = payments.find((p) => WAITING.has(p.status));
  const newest = payments[0];
  if (waiting || !newest) {
    // A ticket waiting to be paid shows its own page (paying through the checkout again would pay twice).
    const url = waiting?.transaction_details?.external_resource_url ?? checkoutUrl;
    return {
      ...base,
      status: 'awaiting_funds',
      received: 0,
      instructions: url ? { type: 'redirect', app: 'mercadopago', url } : null,
    };
  }
  if (newest.status === 'rejected')
    return { ...base, status: 'failed', failure: rejectionReason(newest.status_detail) };
  return { ...base, status: 'canceled' };
}

/** Whether a payment can still be cancelled at MercadoPago (it has not taken the money nor ended). */
export const isWaiting = (payment: MpPayment) => WAITING.has(payment.status);

/** A preference's payment that took the money and has `amount` (major units) left to give back; null if none. */
export function refundable(payments: MpPayment[], amount: number): MpPayment | null {
  return (
    payments.find(
      (p) =>
        p.status === 'approved' &&
        Math.round((p.transaction_amount - (p.transaction_amount_refunded ?? 0)) * 100) >=
          Math.round(amount * 100),
    ) ?? null
  );
}

export const notRefundable = () =>
  new AppError(
    'NOT_REFUNDABLE',
    'MercadoPago no permite devolver esta cantidad de este pago: ya se devolvió o es mayor que lo que queda por devolver.',
  );
