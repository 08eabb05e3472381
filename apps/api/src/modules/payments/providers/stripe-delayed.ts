import { type GivingMethod, type PaymentInstructions, refundsToBankAccount } from '@detalle/contract';
import type Stripe from 'stripe';
import type { DelayedMethod, StartPaymentInput } from './provider.js';

/**
 * Stripe's ways to give whose money arrives later, as PaymentIntents confirmed at once by our server (no
 * Stripe.js step: the giver only reads instructions). The API version the SDK pins names the methods asked for
 * `allowed_payment_method_types` (formerly `payment_method_types`, still the name of the answer's field).
 *
 * - SEPA transfer (EUR) and SPEI (MXN): the `customer_balance` method with `funding_type: 'bank_transfer'`.
 *   Stripe gives the giver's Customer a virtual account (an IBAN, or a CLABE) and a reference; what they send
 *   lands in that Customer's *cash balance* and Stripe applies it to the open PaymentIntent, lowering
 *   `next_action.display_bank_transfer_instructions.amount_remaining` (a short transfer "partially funds" it:
 *   `payment_intent.partially_funded`). More than asked stays in the cash balance.
 *   Sources: docs.stripe.com/payments/bank-transfers/accept-a-payment ("Handling underpayments and
 *   overpayments"), docs.stripe.com/payments/customer-balance, the SDK's `DisplayBankTransferInstructions`.
 * - OXXO (MXN): a voucher paid in cash; `next_action.oxxo_display_details` has its number, expiry and Stripe's
 *   printable page. An unpaid voucher expires and the PaymentIntent goes back to `requires_payment_method`
 *   (`payment_intent.payment_failed`), which we read as failed.
 * - Bizum (EUR): added to Stripe's API on 2026-05-27 (docs.stripe.com/changelog/dahlia/2026-05-27/bizum-payments);
 *   stripe-node 23 lists `'bizum'` among the allowed payment method types, with an empty
 *   `payment_method_data.bizum`. The giver gives the phone number they registered with Bizum and approves the
 *   payment in their bank's app, "without depending on external redirects" (the changelog). Confirming answers
 *   `requires_action` with `next_action.type: 'await_authorization'`: Stripe's Android SDK added that next action
 *   for Bizum (stripe/stripe-android#14450), its iOS SDK polls meanwhile (stripe/stripe-ios#6839), and a public
 *   integration notes having seen it in Stripe's sandbox. The installed SDK's `NextAction` does not list that
 *   type yet, so it is read loosely here. Our page for that wait is `returnUrl` (kept in the metadata, so a
 *   later read can still point there); should Stripe answer with `redirect_to_url` instead, its URL is where the
 *   giver goes. The giver's Bizum mobile goes as `billing_details.phone` (the forms ask for it); that Stripe reads
 *   it from there is our reading of the changelog, to be checked in the sandbox.
 */

export const STRIPE_DELAYED_METHODS = [
  'bizum',
  'sepa_transfer',
  'spei',
  'oxxo',
] as const satisfies readonly DelayedMethod[];
export type StripeDelayedMethod = (typeof STRIPE_DELAYED_METHODS)[number];

export const isStripeDelayedMethod = (method: DelayedMethod): method is StripeDelayedMethod =>
  (STRIPE_DELAYED_METHODS as readonly string[]).includes(method);

/** What each method must be paid in (the contract's table says the same; Stripe refuses the others anyway). */
const CURRENCY: Record<StripeDelayedMethod, string> = {
  bizum: 'eur',
  sepa_transfer: 'eur',
  spei: 'mxn',
  oxxo: 'mxn',
};
export const currencyFits = (method: StripeDelayedMethod, currency: string) =>
  CURRENCY[method] === currency.toLowerCase();

/** Whether the method needs a Stripe Customer: a bank transfer funds that customer's cash balance. */
export const needsCustomer = (method: StripeDelayedMethod) => method === 'sepa_transfer' || method === 'spei';

const DAY_MS = 24 * 60 * 60 * 1000;

/** OXXO's `expires_after_days` (Stripe takes 1 to 7, counted in Mexico City's calendar days) from our deadline. */
export function oxxoDays(expiresAt: Date, now = Date.now()): number {
  const days = Math.ceil((expiresAt.getTime() - now) / DAY_MS);
  return Math.min(7, Math.max(1, days));
}

/** The method-specific part of the PaymentIntent `startPayment` creates and confirms. */
export function delayedIntentParams(
  input: StartPaymentInput & { method: StripeDelayedMethod },
): Partial<Stripe.PaymentIntentCreateParams> {
  const billing = { name: input.payer.name, ...(input.payer.email ? { email: input.payer.email } : {}) };
  switch (input.method) {
    case 'sepa_transfer':
    case 'spei':
      return {
        allowed_payment_method_types: ['customer_balance'],
        payment_method_data: { type: 'customer_balance' },
        payment_method_options: {
          customer_balance: {
            funding_type: 'bank_transfer',
            bank_transfer:
              input.method === 'sepa_transfer'
                ? { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'ES' } }
                : { type: 'mx_bank_transfer' },
          },
        },
      };
    case 'oxxo':
      return {
        allowed_payment_method_types: ['oxxo'],
        // Stripe requires the name and e-mail on an OXXO voucher (the e-mail receives it).
        payment_method_data: { type: 'oxxo', billing_details: billing },
        payment_method_options: { oxxo: { expires_after_days: oxxoDays(input.expiresAt) } },
      };
    case 'bizum':
      return {
        allowed_payment_method_types: ['bizum'],
        // The mobile the giver uses Bizum with: Bizum sends the payment there to be approved.
        payment_method_data: {
          type: 'bizum',
          billing_details: { ...billing, ...(input.payer.phone ? { phone: input.payer.phone } : {}) },
        },
        // Used only if Stripe sends the giver to a page of its own (see above); harmless otherwise.
        return_url: input.returnUrl,
      };
  }
}

/** The delayed method a PaymentIntent was made for, from its payment method types; null for a card's. */
export function methodOfIntent(intent: Stripe.PaymentIntent): StripeDelayedMethod | null {
  const types = intent.payment_method_types ?? [];
  if (types.includes('oxxo')) return 'oxxo';
  if (types.includes('bizum')) return 'bizum';
  if (types.includes('customer_balance')) {
    const type = intent.payment_method_options?.customer_balance?.bank_transfer?.type;
    if (type === 'mx_bank_transfer') return 'spei';
    if (type === 'eu_bank_transfer') return 'sepa_transfer';
    return intent.currency === 'mxn' ? 'spei' : 'sepa_transfer';
  }
  return null;
}

type FinancialAddress = Stripe.PaymentIntent.NextAction.DisplayBankTransferInstructions.FinancialAddress;

/**
 * What has arrived of a delayed payment: all of `amount_received` once succeeded; while waiting, what the
 * transfers sent so far covered (`amount − amount_remaining`; a voucher or Bizum arrives whole or not at all).
 */
export function receivedOf(intent: Stripe.PaymentIntent): number {
  if (intent.status === 'succeeded') return intent.amount_received;
  const remaining = intent.next_action?.display_bank_transfer_instructions?.amount_remaining;
  if (typeof remaining === 'number') return Math.max(0, intent.amount - remaining);
  return intent.amount_received ?? 0;
}

/** The one address of the right rail among those Stripe lists (an IBAN for SEPA, a CLABE for SPEI). */
function addressFor(addresses: FinancialAddress[] | undefined, rail: 'sepa' | 'spei') {
  for (const address of addresses ?? []) {
    if (rail === 'sepa' && address.iban) {
      // Stripe's IBAN address names no bank in its types; read it if a newer API version adds it.
      const iban =
        address.iban as Stripe.PaymentIntent.NextAction.DisplayBankTransferInstructions.FinancialAddress.Iban & {
          bank_name?: string | null;
        };
      return {
        account: iban.iban,
        bic: iban.bic ?? null,
        holder: iban.account_holder_name,
        bankName: iban.bank_name ?? null,
      };
    }
    if (rail === 'spei' && address.spei) {
      const spei = address.spei;
      return {
        account: spei.clabe,
        bic: null,
        holder: spei.account_holder_name,
        bankName: spei.bank_name ?? null,
      };
    }
  }
  return null;
}

/**
 * What the giver must do now, from the PaymentIntent's `next_action`; null when Stripe gave nothing usable
 * (then the page says the payment is on its way without details).
 */
export function instructionsOf(intent: Stripe.PaymentIntent): PaymentInstructions | null {
  const action = intent.next_action;
  if (!action) return null;
  const currency = intent.currency.toUpperCase();
  const transfer = action.display_bank_transfer_instructions;
  if (transfer) {
    const rail = transfer.type === 'mx_bank_transfer' ? 'spei' : 'sepa';
    const address = addressFor(transfer.financial_addresses, rail);
    if (!address || !transfer.reference) return null;
    return {
      type: 'bank_transfer',
      rail,
      ...address,
      reference: transfer.reference,
      // What is still to send: after a short transfer, the rest.
      amount: transfer.amount_remaining ?? intent.amount,
      currency: (transfer.currency ?? intent.currency).toUpperCase(),
    };
  }
  const voucher = action.oxxo_display_details;
  if (voucher) {
    if (!voucher.number || !voucher.expires_after) return null;
    return {
      type: 'voucher',
      network: 'oxxo',
      number: voucher.number,
      amount: intent.amount,
      currency,
      expiresAt: new Date(voucher.expires_after * 1000).toISOString(),
      hostedUrl: voucher.hosted_voucher_url ?? null,
    };
  }
  if (methodOfIntent(intent) === 'bizum') {
    const url = action.redirect_to_url?.url ?? intent.metadata?.returnUrl;
    return url ? { type: 'redirect', app: 'bizum', url } : null;
  }
  return null;
}

/** Why a delayed payment ended without money, in Spanish, by method (a card's reasons do not fit). */
export function delayedFailure(method: StripeDelayedMethod): string {
  switch (method) {
    case 'oxxo':
      return 'La ficha de OXXO ha caducado sin pagarse. No se ha cobrado nada.';
    case 'bizum':
      return 'El pago con Bizum no se ha aceptado en la app de tu banco. No se ha cobrado nada.';
    case 'sepa_transfer':
    case 'spei':
      return 'La transferencia no se ha podido asignar a este pago. Si enviaste dinero, te lo devolveremos.';
  }
}

/**
 * A refund of money that came by transfer or cash voucher has no card to go back to: Stripe sends it to the
 * payer's bank account, asking them for it by e-mail when it cannot tell the account from the transfer
 * (`instructions_email`; for a transfer Stripe errors without an e-mail, docs.stripe.com/payments/customer-balance/
 * refunding), and the refund waits (`requires_action`, pending for us) until they answer. Bizum and cards
 * refund by themselves.
 */
export function refundInstructions(
  method: GivingMethod | undefined,
  payerEmail: string | null | undefined,
): { instructions_email?: string } {
  if (!payerEmail || !method || method === 'card' || !isStripeDelayedMethod(method) || method === 'bizum')
    return {};
  return { instructions_email: payerEmail };
}
