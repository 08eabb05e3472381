import type { GivingMethod, PaymentInstructions, PaymentProviderName } from '@detalle/contract';

/**
 * One payment provider behind one interface: the test-mode provider (embedded default), Stripe, and MercadoPago
 * (besides the main one, for its own way: `registry.ts`), each picked in `providers/index.ts`.
 *
 * Rules every implementation keeps:
 * - Card numbers and CVCs never reach our server with a real provider (Stripe.js collects them); only the
 *   test-mode provider sees a number, to check it is one of the published test cards.
 * - Every call that creates something at the provider passes our idempotency key, so a retry after a
 *   time-out never charges, refunds or pays out twice.
 * - A refusal the person can act on is thrown as `AppError` with a Spanish message (`CARD_DECLINED`,
 *   `INSUFFICIENT_FUNDS`…); the provider being unreachable is `PAYMENTS_UNAVAILABLE` (503): nothing moved.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for the test-mode provider: no real money moves. */
  readonly testMode: boolean;
  /** For the web: Stripe's publishable key; null otherwise. */
  readonly publishableKey: string | null;

  /** The provider's customer for a person, created on first use (Stripe Customer); null when not needed. */
  ensureCustomer(input: {
    personId: string;
    email: string | null;
    name: string;
    existing: string | null;
  }): Promise<string | null>;

  /** Starts saving a card: Stripe's SetupIntent client secret for the Payment Element; null in test mode. */
  startCardSetup(input: {
    customerRef: string | null;
    idempotencyKey: string;
  }): Promise<{ clientSecret: string | null }>;

  /** Finishes saving a card and says what may be kept of it. */
  saveCard(input: SaveCardInput & { customerRef: string | null }): Promise<SavedCard>;

  /** Forgets a saved card at the provider (detach). */
  removeCard(input: { providerRef: string }): Promise<void>;

  /** Charges a saved card. May end at once (succeeded / failed) or ask the customer for a confirmation step. */
  charge(input: ChargeInput): Promise<ChargeResult>;

  /** The ways to give, besides `card`, this provider takes (`payment-methods.ts` in the contract). */
  readonly delayedMethods: readonly DelayedMethod[];

  /**
   * The recipient collects the money in their own account at the provider (MercadoPago): Detalle never holds
   * it, so the ledger records the gift and, at once, that it left (`success.ts`); nothing of it can be withdrawn.
   */
  readonly collectsDirectly?: boolean;

  /** Whether this recipient can be given to by this provider's ways (MercadoPago: their account is connected). */
  acceptsFor?(recipientId: string): Promise<boolean>;

  /**
   * Starts a payment whose money arrives later (a transfer, a voucher, Bizum, MercadoPago's checkout): answers
   * `awaiting_funds` with the instructions the giver follows, or `failed` when the provider refuses at once.
   * Nothing is taken yet; the money's arrival comes as a webhook (or `retrieveCharge`) saying `succeeded`.
   */
  startPayment(input: StartPaymentInput): Promise<ChargeResult>;

  /**
   * The wait of a delayed payment is over (its instructions expired): keep what arrived (`succeeded` with
   * `received` less than asked, when a transfer came short) or cancel it at the provider (`canceled`) when
   * nothing did. Money that arrives after this is the provider's to return to the sender.
   */
  closeAwaiting(input: { chargeRef: string; received: number; currency: string }): Promise<ChargeResult>;

  /**
   * Test mode only: the giver's bank, shop or app acts on a delayed payment (`simulateFundsSchema`). `received`
   * is what had already arrived of it.
   */
  simulateFunds?(input: SimulateFundsInput): ChargeResult;

  /** Reads a charge's current state (after a confirmation step, or to settle a webhook that arrived out of order). */
  retrieveCharge(input: { chargeRef: string }): Promise<ChargeResult>;

  /**
   * The charge made for our payment, when we never learned its reference (the answer to `charge` was lost):
   * found by the payment id we keep at the provider. Null when the provider has none: nothing was charged.
   */
  findCharge(input: { paymentId: string; idempotencyKey: string }): Promise<ChargeResult | null>;

  /** Test mode only: the person approved or rejected the confirmation step. Stripe confirms in Stripe.js. */
  confirmCharge?(input: { chargeRef: string; approve: boolean; amount: number }): Promise<ChargeResult>;

  /** Cancels a charge still waiting for confirmation. */
  cancelCharge(input: { chargeRef: string }): Promise<ChargeResult>;

  /**
   * Gives back all or part of a succeeded charge. `method` and `payerEmail` serve ways with nothing to refund to
   * (a cash voucher, a bank transfer): there the provider e-mails the payer to ask where to send the money.
   */
  refund(input: RefundInput): Promise<RefundResult>;

  /**
   * A refund's state now, for one that was left pending (a transfer's waiting for the payer's bank account).
   * Optional: a provider whose refunds answer at once has none.
   */
  retrieveRefund?(input: { refundRef: string }): Promise<RefundResult>;

  /** What a person must still do before receiving payouts: a URL of the provider's onboarding, or null when ready. */
  onboardingLink(input: {
    personId: string;
    email: string | null;
    existing: string | null;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ accountRef: string | null; url: string | null }>;

  /** Whether a payout account can receive money now. */
  payoutsReady(input: { accountRef: string | null }): Promise<boolean>;

  /** Registers the bank account (already validated by us) where payouts go. */
  saveBankAccount(input: {
    accountRef: string | null;
    account: string;
    holder: string;
    country: string;
    currency: string;
  }): Promise<{ providerRef: string }>;

  /** What a payout costs and when it arrives. */
  quotePayout(input: { amount: number; currency: string }): { fee: number; arrivalDate: string };

  /** Sends money to the person's bank. */
  payout(input: {
    accountRef: string | null;
    bankRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<PayoutResult>;

  /**
   * Verifies a webhook's signature over the raw body and parses it; throws `AppError('BAD_REQUEST')`
   * when the signature is wrong or too far from our clock, `AppError('WEBHOOK_INVALID')` when a signed
   * body is not an event (not JSON, absurdly nested, no id, type or object). Nothing refused is stored.
   * Absent for providers without webhooks (test mode).
   */
  parseWebhook?(input: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }): ProviderEvent;

  /**
   * For a provider whose events name none of our references (MercadoPago): which of our payments a stored event
   * concerns, and its charge's current state. Null when it concerns none.
   */
  chargeForEvent?(
    event: Pick<ProviderEvent, 'payload'>,
  ): Promise<{ paymentId: string; charge: ChargeResult } | null>;
}

export type SaveCardInput =
  | { kind: 'test'; number: string; expMonth: number; expYear: number; cvc: string; holder: string }
  | { kind: 'stripe'; setupIntentId: string };

export type SavedCard = {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holder: string;
  fingerprint: string | null;
  country: string | null;
};

export type ChargeInput = {
  amount: number;
  currency: string;
  customerRef: string | null;
  methodRef: string;
  idempotencyKey: string;
  /** Shown on the person's bank statement and in the provider's dashboard. */
  description: string;
  /** Our payment's id, kept at the provider (metadata) so its webhooks find it. */
  paymentId: string;
};

export type DelayedMethod = Exclude<GivingMethod, 'card'>;

export type StartPaymentInput = {
  method: DelayedMethod;
  amount: number;
  currency: string;
  idempotencyKey: string;
  description: string;
  /** Our payment's id, kept at the provider (metadata) so its webhooks find it. */
  paymentId: string;
  /** Who receives it: with MercadoPago, the account that collects it. */
  recipientId: string;
  /** `phone`: the mobile a Bizum payment is approved with (+34…); null for the other ways. */
  payer: { email: string | null; name: string; phone: string | null };
  customerRef: string | null;
  /** When the instructions stop being valid (the voucher's expiry, the transfer's reference). */
  expiresAt: Date;
  /** Where the giver comes back to after another app's page (Bizum, MercadoPago's checkout). */
  returnUrl: string;
};

export type SimulateFundsInput = {
  chargeRef: string;
  method: DelayedMethod;
  amount: number;
  currency: string;
  received: number;
  outcome: 'exact' | 'short' | 'long' | 'paid' | 'rejected';
};

export type ChargeResult = {
  chargeRef: string;
  status: 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'awaiting_funds';
  /** Stripe.js's client secret for the confirmation step (3-D Secure); null in test mode. */
  clientSecret: string | null;
  /** The provider's fee, once known (succeeded). */
  fee: number | null;
  /** Why it failed, in Spanish, for the person. */
  failure: string | null;
  /**
   * A delayed payment's money that arrived: while `awaiting_funds`, a part sent so far; once `succeeded`, all of
   * it (may differ from what was asked: a transfer sent short or long). Absent for cards: the amount asked.
   */
  received?: number;
  /** While `awaiting_funds`: what the giver must do. */
  instructions?: PaymentInstructions | null;
};

export type RefundInput = {
  chargeRef: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  method?: GivingMethod;
  payerEmail?: string | null;
};

export type RefundResult = { refundRef: string; status: 'pending' | 'succeeded' | 'failed' };

export type PayoutResult = {
  payoutRef: string;
  status: 'in_transit' | 'paid' | 'failed';
  arrivalDate: string;
};

/**
 * A verified webhook event: its id (unique per provider: a second delivery is ignored), its type, and the
 * raw payload we store. Processing re-reads the object's current state from the provider, so events may
 * arrive in any order.
 */
export type ProviderEvent = {
  id: string;
  type: string;
  payload: string;
  /** What it concerns, when the event says: a charge (PaymentIntent id), a refund, or a payout account. */
  chargeRef: string | null;
  refundRef: string | null;
  accountRef: string | null;
  setupRef: string | null;
  /** Our payment's id when the provider kept it (metadata): a payment whose charge id we never learned. */
  paymentId?: string | null;
};
