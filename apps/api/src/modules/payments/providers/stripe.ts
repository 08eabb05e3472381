import { addDays, errorCatalogue } from '@detalle/contract';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../../../env.js';
import { AppError } from '../../../errors.js';
import { nestsDeeperThan } from './json-depth.js';
import type {
  ChargeInput,
  ChargeResult,
  PaymentProvider,
  PayoutResult,
  ProviderEvent,
  RefundInput,
  RefundResult,
  SaveCardInput,
  SavedCard,
  StartPaymentInput,
} from './provider.js';
import {
  currencyFits,
  delayedFailure,
  delayedIntentParams,
  instructionsOf,
  isStripeDelayedMethod,
  methodOfIntent,
  needsCustomer,
  receivedOf,
  refundInstructions,
  STRIPE_DELAYED_METHODS,
  type StripeDelayedMethod,
} from './stripe-delayed.js';

/**
 * Stripe, through the official SDK. Card numbers never reach us: Stripe.js (the Payment Element) collects them
 * against a SetupIntent, and we only ever see the PaymentMethod's id, brand, last four, expiry and fingerprint
 * (PCI SAQ A). Charges are PaymentIntents confirmed at once, with 3-D Secure finished in Stripe.js; payouts go
 * through Connect Express (a transfer to the person's connected account, whose own payout schedule sends it to
 * their bank).
 *
 * Amounts: our minor units are ISO 4217's, which are Stripe's for every currency we offer (EUR, USD, MXN, COP,
 * ARS, PEN with two decimals; CLP with none). Stripe's exceptions (ISK, HUF, TWD, UGX) are not offered.
 *
 * Nothing here logs: errors are turned into `AppError`s whose messages are ours, so no client secret, card
 * detail, key or raw webhook body can reach the logs through this module.
 */
export type StripeProviderOptions = {
  /** The SDK retries connection errors, 409s and 5xx with the same idempotency key; 2 is its default. */
  maxNetworkRetries?: number;
  /** Milliseconds per request; a payment screen should not wait Stripe's default 80 s. */
  timeout?: number;
};

type StripeSettings = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'
>;

/** Spanish reasons for a refused card, by Stripe's `decline_code` or `code`. */
const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: errorCatalogue.INSUFFICIENT_FUNDS.message,
  expired_card: errorCatalogue.CARD_EXPIRED.message,
  incorrect_cvc: 'El código de seguridad (CVC) no es correcto. Revísalo o prueba con otra tarjeta.',
  invalid_cvc: 'El código de seguridad (CVC) no es correcto. Revísalo o prueba con otra tarjeta.',
  incorrect_number: 'El número de la tarjeta no es correcto. Revísalo o prueba con otra tarjeta.',
  invalid_expiry_month: errorCatalogue.CARD_EXPIRED.message,
  invalid_expiry_year: errorCatalogue.CARD_EXPIRED.message,
  processing_error:
    'El banco no ha podido procesar la tarjeta. No se ha cobrado nada: inténtalo de nuevo en unos minutos.',
  authentication_required: 'Tu banco pide confirmar el pago. Inténtalo de nuevo y completa la verificación.',
  payment_intent_authentication_failure:
    'No se ha completado la verificación de tu banco. No se ha cobrado nada: inténtalo de nuevo.',
  card_not_supported: 'Esta tarjeta no admite este tipo de pago. Prueba con otra tarjeta.',
  currency_not_supported: 'Esta tarjeta no admite pagos en esta moneda. Prueba con otra tarjeta.',
};
/** Lost, stolen, fraud suspicions and the rest: the person hears only that the bank said no. */
const declineReason = (code: string | null | undefined) =>
  (code && DECLINE_REASONS[code]) || errorCatalogue.CARD_DECLINED.message;

const UNAVAILABLE_RETRY_AFTER = 30;
const unavailable = () =>
  new AppError('PAYMENTS_UNAVAILABLE', undefined, undefined, { retryAfter: UNAVAILABLE_RETRY_AFTER });

/**
 * What no caller can act on becomes 503 (nothing moved, try later): Stripe unreachable or failing, rate limits,
 * and our own keys refused (a misconfiguration, which the person cannot fix either). A key reused with other
 * parameters is the same 409 our own idempotency layer gives. Everything else (a request Stripe finds invalid)
 * is a bug of ours and stays an error, with Stripe's message (ids at most, never secrets).
 */
function mapStripeError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return unavailable();
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) return new AppError('IDEMPOTENCY_KEY_REUSED');
  return error;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** `https://api.stripe.com` or a stand-in's `http://127.0.0.1:PORT`, as the SDK's host, port and protocol. */
function endpointOf(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}

/** Saturday and Sunday do not count. */
function addBusinessDays(day: string, days: number): string {
  let current = day;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    const weekday = new Date(`${current}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  /** Even with Stripe's test keys this is Stripe, not our test-mode provider (cards come from Stripe.js). */
  readonly testMode = false;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  /**
   * One signing secret, or several separated by commas: a Connect endpoint (which receives the connected
   * accounts' `account.updated`) has a secret of its own, distinct from the account endpoint's.
   */
  private readonly webhookSecrets: string[];

  constructor(config: StripeSettings, options: StripeProviderOptions = {}) {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
    if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'StripeProvider needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      );
    }
    this.publishableKey = STRIPE_PUBLISHABLE_KEY;
    this.webhookSecrets = STRIPE_WEBHOOK_SECRET.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    // The SDK pins the API version its types describe, so answers always have the shape the code reads.
    this.stripe = new Stripe(STRIPE_SECRET_KEY, {
      ...endpointOf(config.STRIPE_API_URL),
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeout ?? 20_000,
      appInfo: { name: 'Detalle' },
    });
  }

  /** Runs one SDK call, turning Stripe's failures into ours (see `mapStripeError`). */
  private async call<T>(run: (stripe: Stripe) => Promise<T>): Promise<T> {
    try {
      return await run(this.stripe);
    } catch (error) {
      throw mapStripeError(error);
    }
  }

  async ensureCustomer(input: {
    personId: string;
    email: string | null;
    name: string;
    existing: string | null;
  }) {
    if (input.existing) return input.existing;
    const customer = await this.call((s) =>
      s.customers.create(
        {
          name: input.name,
          ...(input.email ? { email: input.email } : {}),
          metadata: { personId: input.personId },
        },
        // Two first payments racing create one customer (Stripe keeps keys for 24 hours; after that `existing` is set).
        { idempotencyKey: `customer-${input.personId}` },
      ),
    );
    return customer.id;
  }

  async startCardSetup(input: { customerRef: string | null; idempotencyKey: string }) {
    const customer = this.requireCustomer(input.customerRef);
    const intent = await this.call((s) =>
      s.setupIntents.create(
        // Cards only: a saved method is a card with brand, last four and expiry (our tables and pages say so);
        // `off_session` lets the bank know the card will be charged again later, which spares some 3-D Secure steps.
        { customer, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { clientSecret: intent.client_secret };
  }

  async saveCard(input: SaveCardInput & { customerRef: string | null }): Promise<SavedCard> {
    if (input.kind !== 'stripe') {
      throw new AppError(
        'BAD_REQUEST',
        'Los datos de la tarjeta se escriben en el formulario seguro de Stripe.',
      );
    }
    const customer = this.requireCustomer(input.customerRef);
    const notSaved = () =>
      new AppError(
        'BAD_REQUEST',
        'No hemos podido guardar la tarjeta: vuelve a escribir sus datos en el formulario.',
      );
    const intent = await this.call((s) => s.setupIntents.retrieve(input.setupIntentId)).catch((error) => {
      throw error instanceof Stripe.errors.StripeInvalidRequestError ? notSaved() : error;
    });
    // Only a finished setup of this person's own customer: an id seen elsewhere cannot attach someone else's card.
    const methodId = idOf(intent.payment_method);
    if (intent.status !== 'succeeded' || idOf(intent.customer) !== customer || !methodId) throw notSaved();
    const method = await this.call((s) => s.paymentMethods.retrieve(methodId));
    const card = method.card;
    if (method.type !== 'card' || !card) throw notSaved();
    return {
      providerRef: method.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      holder: method.billing_details?.name ?? '',
      fingerprint: card.fingerprint ?? null,
      country: card.country ?? null,
    };
  }

  async removeCard(input: { providerRef: string }) {
    await this.call((s) => s.paymentMethods.detach(input.providerRef)).catch((error) => {
      // Already detached (removed twice, or in Stripe's dashboard): the outcome we wanted.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    });
  }

  /**
   * A refused card is a *result*, not an exception: Stripe has created the PaymentIntent and refused it, and our
   * payment row records that attempt (failed, with the Spanish reason) instead of vanishing in a thrown error.
   * Only when Stripe refused before creating anything do we throw `CARD_DECLINED` / `INSUFFICIENT_FUNDS`.
   */
  async charge(input: ChargeInput): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          ...(input.customerRef ? { customer: input.customerRef } : {}),
          payment_method: input.methodRef,
          // Cards only, so no redirect-based method needs a `return_url`; 3-D Secure comes back as
          // `requires_action` and Stripe.js finishes it in the page (`handleNextAction`).
          allowed_payment_method_types: ['card'],
          confirm: true,
          // The giver is on the page, able to answer their bank's confirmation step.
          off_session: false,
          description: input.description,
          metadata: { paymentId: input.paymentId },
          expand: EXPAND_CHARGE,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return resultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const failure = declineReason(error.decline_code || error.code);
        const intentId = idOf(error.payment_intent);
        if (intentId)
          return { chargeRef: intentId, status: 'failed', clientSecret: null, fee: null, failure };
        throw new AppError(
          error.decline_code === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'CARD_DECLINED',
          failure,
        );
      }
      throw mapStripeError(error);
    }
  }

  async retrieveCharge(input: { chargeRef: string }): Promise<ChargeResult> {
    const intent = await this.call((s) =>
      s.paymentIntents.retrieve(input.chargeRef, { expand: EXPAND_CHARGE }),
    );
    return resultOf(intent);
  }

  /**
   * By the payment id kept in the PaymentIntent's metadata. Stripe's search index lags by up to a minute, so it
   * is asked only when a payment's hold has expired (minutes after the charge was asked for).
   */
  async findCharge(input: { paymentId: string }): Promise<ChargeResult | null> {
    const found = await this.call((s) =>
      s.paymentIntents.search({
        query: `metadata['paymentId']:'${input.paymentId}'`,
        expand: ['data.latest_charge.balance_transaction'],
      }),
    );
    const intent = found.data[0];
    return intent ? resultOf(intent) : null;
  }

  /** Transfers (SEPA, SPEI), OXXO vouchers and Bizum: see `stripe-delayed.ts` for how each one works at Stripe. */
  readonly delayedMethods = STRIPE_DELAYED_METHODS;

  /**
   * Creates and confirms the PaymentIntent (with our idempotency key and our payment's id in its metadata): it
   * answers `requires_action` with the instructions, which we pass on as `awaiting_funds`. A bank transfer
   * needs a Customer (its cash balance receives the money): the signed-in payer's, or one made for a guest
   * with a key derived from ours, so a retry makes neither a second customer nor a second PaymentIntent.
   */
  async startPayment(input: StartPaymentInput): Promise<ChargeResult> {
    const method = input.method;
    if (!isStripeDelayedMethod(method) || !currencyFits(method, input.currency))
      throw new AppError('BAD_REQUEST', 'Esta forma de pago no está disponible ahora. Elige otra.');
    const customer = needsCustomer(method) ? await this.payerCustomer(input) : input.customerRef;
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          ...(customer ? { customer } : {}),
          confirm: true,
          description: input.description,
          // Bizum's wait happens on our page: kept so a later read (`retrieveCharge`) can point there again.
          metadata: {
            paymentId: input.paymentId,
            ...(method === 'bizum' ? { returnUrl: input.returnUrl } : {}),
          },
          expand: EXPAND_CHARGE,
          ...delayedIntentParams({ ...input, method }),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return resultOf(intent);
    } catch (error) {
      // The method is not switched on in our Stripe account (or not for this amount): the giver picks another.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.code === 'payment_method_unactivated' || error.code === 'payment_method_not_available')
      ) {
        throw new AppError('BAD_REQUEST', 'Esta forma de pago no está disponible ahora. Elige otra.');
      }
      // Refused at once, with the PaymentIntent made (as a declined card is): an attempt that failed.
      if (error instanceof Stripe.errors.StripeError) {
        const intentId = idOf(error.payment_intent);
        if (intentId)
          return {
            chargeRef: intentId,
            status: 'failed',
            clientSecret: null,
            fee: null,
            failure: delayedFailure(method),
          };
      }
      throw mapStripeError(error);
    }
  }

  /** The payer's Stripe Customer, or a new one for a guest (transfers only: their cash balance is per customer). */
  private async payerCustomer(input: StartPaymentInput): Promise<string> {
    if (input.customerRef) return input.customerRef;
    const customer = await this.call((s) =>
      s.customers.create(
        {
          name: input.payer.name,
          ...(input.payer.email ? { email: input.payer.email } : {}),
          metadata: { paymentId: input.paymentId, guest: 'true' },
        },
        { idempotencyKey: `${input.idempotencyKey}:customer` },
      ),
    );
    return customer.id;
  }

  /**
   * The wait is over. What Stripe says arrived decides (not the `received` we were told, which may lag a
   * webhook behind): a PaymentIntent that ended meanwhile (succeeded, failed, canceled) is that answer; nothing
   * arrived → cancel it.
   *
   * Partly funded (a bank transfer sent short): Stripe has applied that money to this PaymentIntent and waits
   * for the rest (`amount_remaining`, `payment_intent.partially_funded`); it does not complete a PaymentIntent
   * for less than its amount by itself, and there is no partial capture for this method. We keep exactly what
   * arrived, without a second charge or a new reference, by lowering the PaymentIntent's amount to it: nothing
   * then remains to fund, and Stripe completes it (`succeeded`, a charge of the received amount, its fee in the
   * balance transaction; a refund can never exceed it). If it is still waiting after that, we ask Stripe to
   * reconcile from the giver's cash balance (`apply_customer_balance`, "manually reconcile the remaining
   * amount"), where money they sent that Stripe did not match waits. If Stripe refuses the change, we cancel:
   * what was applied goes back to the giver's cash balance (whose funds serve only later payments or a refund
   * to the giver, docs.stripe.com/payments/customer-balance) and our payment keeps nothing.
   *
   * What we relied on: docs.stripe.com/payments/bank-transfers/accept-a-payment ("if the customer sends too
   * little, Stripe partially funds an open PaymentIntent"; excess stays in the cash balance),
   * docs.stripe.com/payments/customer-balance, docs.stripe.com/api/payment_intents/apply_customer_balance and
   * the PaymentIntent update API (amount can change until it succeeds). No page we found says in so many words
   * that lowering a partly funded PaymentIntent's amount to the funded amount completes it, nor that cancelling
   * one returns the applied money to the cash balance: both are our reading, modelled so by the test stand-in,
   * and worth one run in Stripe's sandbox (fund_cash_balance test helper) before going live. Returning money
   * left in a giver's cash balance (after the fallback cancel, or money arriving after the close) is a refund
   * from that balance (`origin: 'customer_balance'`), not done here.
   * A refund of a transfer or voucher that succeeded is asked with the payer's e-mail (`refundInstructions`).
   * The lowered amount is sent with an idempotency key of its own, so a retried close lowers it once.
   */
  async closeAwaiting(input: {
    chargeRef: string;
    received: number;
    currency: string;
  }): Promise<ChargeResult> {
    const ref = input.chargeRef;
    const intent = await this.call((s) => s.paymentIntents.retrieve(ref, { expand: EXPAND_CHARGE }));
    const current = resultOf(intent);
    if (current.status !== 'awaiting_funds') return current;
    const received = receivedOf(intent);
    if (received <= 0) return this.cancelCharge(input);
    try {
      const lowered = await this.stripe.paymentIntents.update(
        ref,
        { amount: received, expand: EXPAND_CHARGE },
        { idempotencyKey: `close-${ref}-${received}` },
      );
      if (lowered.status === 'succeeded') return resultOf(lowered);
      const applied = await this.stripe.paymentIntents.applyCustomerBalance(
        ref,
        { expand: EXPAND_CHARGE },
        { idempotencyKey: `apply-${ref}-${received}` },
      );
      if (applied.status === 'succeeded') return resultOf(applied);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw mapStripeError(error);
    }
    return this.cancelCharge(input);
  }

  async cancelCharge(input: { chargeRef: string }): Promise<ChargeResult> {
    try {
      return resultOf(await this.stripe.paymentIntents.cancel(input.chargeRef));
    } catch (error) {
      // Succeeded (or was canceled) meanwhile, e.g. the person finished 3-D Secure in another tab.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        throw new AppError('PAYMENT_STATE_CHANGED');
      }
      throw mapStripeError(error);
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        // The currency is the charge's own: Stripe takes none for a refund.
        {
          payment_intent: input.chargeRef,
          amount: input.amount,
          ...refundInstructions(input.method, input.payerEmail),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return refundResultOf(refund);
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.code === 'charge_already_refunded' ||
          error.code === 'amount_too_large' ||
          error.code === 'charge_disputed')
      ) {
        throw new AppError('NOT_REFUNDABLE');
      }
      throw mapStripeError(error);
    }
  }

  async retrieveRefund(input: { refundRef: string }): Promise<RefundResult> {
    return refundResultOf(await this.call((s) => s.refunds.retrieve(input.refundRef)));
  }

  /**
   * Connect Express: Stripe hosts the onboarding (identity, and usually the bank account too). The account is
   * created on first use with only the `transfers` capability: we send it money, it never charges cards itself.
   */
  async onboardingLink(input: {
    personId: string;
    email: string | null;
    existing: string | null;
    returnUrl: string;
    refreshUrl: string;
  }) {
    let accountRef = input.existing;
    if (accountRef) {
      const ref = accountRef;
      const account = await this.call((s) => s.accounts.retrieve(ref));
      if (account.details_submitted && account.payouts_enabled) return { accountRef, url: null };
    } else {
      const account = await this.call((s) =>
        s.accounts.create(
          {
            type: 'express',
            ...(input.email ? { email: input.email } : {}),
            capabilities: { transfers: { requested: true } },
            metadata: { personId: input.personId },
          },
          { idempotencyKey: `account-${input.personId}` },
        ),
      );
      accountRef = account.id;
    }
    const account = accountRef;
    // Links expire within minutes and are single-use: a new one each time, never stored.
    const link = await this.call((s) =>
      s.accountLinks.create({
        account,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      }),
    );
    return { accountRef, url: link.url };
  }

  async payoutsReady(input: { accountRef: string | null }) {
    if (!input.accountRef) return false;
    const ref = input.accountRef;
    const account = await this.call((s) => s.accounts.retrieve(ref));
    return Boolean(account.details_submitted && account.payouts_enabled);
  }

  /**
   * For Express accounts Stripe usually collects the bank account during onboarding, and then this is not
   * needed; a platform allowed to manage its accounts' bank details (Stripe decides per platform) can also add
   * the one we validated. A refusal means the account or the number did not suit Stripe.
   */
  async saveBankAccount(input: {
    accountRef: string | null;
    account: string;
    holder: string;
    country: string;
    currency: string;
  }) {
    if (!input.accountRef) throw new AppError('PAYOUT_ONBOARDING_REQUIRED');
    const ref = input.accountRef;
    try {
      const external = await this.stripe.accounts.createExternalAccount(ref, {
        external_account: {
          object: 'bank_account',
          country: input.country.toUpperCase(),
          currency: input.currency.toLowerCase(),
          account_number: input.account,
          account_holder_name: input.holder,
        },
      });
      return { providerRef: external.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new AppError('BANK_ACCOUNT_INVALID');
      throw mapStripeError(error);
    }
  }

  /**
   * Stripe charges the platform, not the person, for standard payouts, so we pass on nothing. When the money
   * arrives depends on the country and the account's payout schedule (from the next business day to about a
   * week); two business days is the usual case in Europe and what we promise, as an estimate.
   */
  quotePayout(_input: { amount: number; currency: string }) {
    return { fee: 0, arrivalDate: addBusinessDays(new Date().toISOString().slice(0, 10), 2) };
  }

  /**
   * Money moves from the platform's Stripe balance to the person's connected account with a transfer; that
   * account's payout schedule then sends it to its bank (the one from onboarding or `saveBankAccount`), so
   * `bankRef` is not passed to Stripe.
   */
  async payout(input: {
    accountRef: string | null;
    bankRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<PayoutResult> {
    if (!input.accountRef) throw new AppError('PAYOUT_ONBOARDING_REQUIRED');
    const destination = input.accountRef;
    const transfer = await this.call((s) =>
      s.transfers.create(
        { amount: input.amount, currency: input.currency.toLowerCase(), destination },
        { idempotencyKey: input.idempotencyKey },
      ),
    ).catch((error) => {
      // Our platform balance cannot cover it yet (card money still pending at Stripe): nothing moved, retry later.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'balance_insufficient') {
        throw unavailable();
      }
      // The account cannot receive transfers yet (onboarding unfinished, or Stripe asked for more details).
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'insufficient_capabilities_for_transfer'
      ) {
        throw new AppError('PAYOUT_ONBOARDING_REQUIRED');
      }
      throw error;
    });
    return { payoutRef: transfer.id, status: 'in_transit', arrivalDate: this.quotePayout(input).arrivalDate };
  }

  /**
   * Verifies `Stripe-Signature` over the exact bytes received (a re-serialised body would not match) and its
   * timestamp within five minutes of our clock either way (the SDK looks only at the past), then checks the
   * event's shape before saying what it concerns; processing re-reads the object from Stripe, so events may
   * arrive in any order. Anything refused is a 400 and is stored nowhere.
   */
  parseWebhook(input: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }): ProviderEvent {
    const header = input.headers['stripe-signature'];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature) throw new AppError('BAD_REQUEST', 'Falta la firma de Stripe en el aviso.');
    const signedAt = signatureTimestamp(signature);
    if (signedAt === null) throw new AppError('BAD_REQUEST', 'La firma del aviso de Stripe no es válida.');
    if (Math.abs(Math.floor(Date.now() / 1000) - signedAt) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new AppError(
        'BAD_REQUEST',
        'La firma del aviso de Stripe no es válida: su hora se aleja más de 5 minutos de la nuestra. ' +
          'Comprueba que el reloj del servidor está en hora; Stripe reintentará el aviso.',
      );
    }
    const verifier = this.stripe.webhooks.signature;
    if (!verifier) throw new Error('the Stripe SDK has no webhook signature helper');
    const verified = this.webhookSecrets.some((secret) => {
      try {
        return verifier.verifyHeader(input.rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return false;
        throw error;
      }
    });
    if (!verified) throw new AppError('BAD_REQUEST', 'La firma del aviso de Stripe no es válida.');
    const payload = input.rawBody.toString('utf8');
    const event = parseStripeEvent(payload);
    return { id: event.id, type: event.type, payload, ...refsOf(event) };
  }

  private requireCustomer(customerRef: string | null): string {
    // The wallet service calls `ensureCustomer` first; without a customer a card could not be charged again.
    if (!customerRef)
      throw new Error('Stripe needs the person’s customer (ensureCustomer) before saving a card');
    return customerRef;
  }
}

/** The charge and its balance transaction, where Stripe's fee is. */
const EXPAND_CHARGE = ['latest_charge.balance_transaction'];

/** A PaymentIntent as our charge states. */
function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  const method = methodOfIntent(intent);
  if (method) return delayedResultOf(intent, method);
  const base = { chargeRef: intent.id, clientSecret: null, fee: null, failure: null };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded', fee: feeOf(intent) };
    case 'requires_action':
      return { ...base, status: 'requires_action', clientSecret: intent.client_secret };
    case 'canceled':
      return { ...base, status: 'canceled' };
    case 'requires_payment_method': {
      // A refused card, or 3-D Secure failed or abandoned: the attempt is over.
      const error = intent.last_payment_error;
      return { ...base, status: 'failed', failure: declineReason(error?.decline_code || error?.code) };
    }
    default:
      // processing, and states we never ask for (requires_confirmation, requires_capture): not finished yet.
      return { ...base, status: 'processing' };
  }
}

/**
 * A delayed method's PaymentIntent: `requires_action` (instructions shown, money not all there) and
 * `processing` are the wait (`awaiting_funds`, with what arrived and the instructions as they stand now, e.g. the
 * rest to send after a short transfer); `succeeded` says what arrived in all; back to `requires_payment_method`
 * is the end without money (an OXXO voucher expired, Bizum rejected in the bank's app).
 */
function delayedResultOf(intent: Stripe.PaymentIntent, method: StripeDelayedMethod): ChargeResult {
  const base = { chargeRef: intent.id, clientSecret: null, fee: null, failure: null };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded', fee: feeOf(intent), received: intent.amount_received };
    case 'canceled':
      return { ...base, status: 'canceled' };
    case 'requires_payment_method':
      return { ...base, status: 'failed', failure: delayedFailure(method) };
    default:
      return {
        ...base,
        status: 'awaiting_funds',
        received: receivedOf(intent),
        instructions: intent.status === 'requires_action' ? instructionsOf(intent) : null,
      };
  }
}

/** Stripe's fee, from the charge's balance transaction when it was expanded and is already there. */
function feeOf(intent: Stripe.PaymentIntent): number | null {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const transaction = charge.balance_transaction;
  if (!transaction || typeof transaction === 'string') return null;
  // The fee is in the platform's settlement currency; when that is not the charge's, take the same share
  // of the charge (our ledger books the fee in the charge's currency).
  if (transaction.currency === intent.currency || transaction.amount <= 0) return transaction.fee;
  return Math.round((transaction.fee * intent.amount) / transaction.amount);
}

/** Stripe's own default: a signature more than five minutes away from our clock is refused (replays). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The `t=` of a `Stripe-Signature` header, the moment the signature covers (`t.body`), or null unless there is
 * exactly one and it is a number: the SDK takes the last `t=` it finds, so with one only, both read the same.
 */
function signatureTimestamp(header: string): number | null {
  const stamps = header
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key === 't');
  const value = stamps.length === 1 ? stamps[0]?.[1] : undefined;
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * Deeper than this, a body is not an event Stripe sent: an event's object nests a handful of levels (a charge in
 * a PaymentIntent, its balance transaction). Checked on the text before parsing, so no code after it (parsing,
 * logging, a later JSON.stringify) meets a pathological nesting.
 */
const MAX_EVENT_DEPTH = 64;

/** The fields we read of an event (the rest is stored raw): a snapshot event, its id, type and object. */
const stripeEventShape = z.object({
  object: z.literal('event'),
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  /** Connect events (a connected account's `account.updated`) name the account at the top level. */
  account: z.string().max(255).nullish(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type StripeEvent = z.infer<typeof stripeEventShape>;

const invalidEvent = (why: string) =>
  new AppError(
    'WEBHOOK_INVALID',
    `${why} No se ha guardado. Si lo envió Stripe, revisa la versión de la API del endpoint en su panel.`,
  );

/** Stripe's refund states as ours: one waiting for the payer's bank account (`requires_action`) is pending. */
function refundResultOf(refund: Stripe.Refund): RefundResult {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return { refundRef: refund.id, status };
}

/** A signed body as an event, or a 400 that says what is wrong with it. */
function parseStripeEvent(text: string): StripeEvent {
  if (nestsDeeperThan(text, MAX_EVENT_DEPTH))
    throw invalidEvent(`El aviso de Stripe anida más de ${MAX_EVENT_DEPTH} niveles: no es un evento.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalidEvent('El aviso de Stripe no es un JSON válido.');
  }
  const event = stripeEventShape.safeParse(json);
  if (!event.success)
    throw invalidEvent(
      'Al aviso de Stripe le falta su id, su tipo (type) o el objeto del que trata (data.object).',
    );
  return event.data;
}

type EventRefs = Pick<ProviderEvent, 'chargeRef' | 'refundRef' | 'accountRef' | 'setupRef' | 'paymentId'>;

/** A Stripe id where one is expected; anything else (a number, an object, an absurd length) is no id. */
const textId = (value: unknown) => (typeof value === 'string' && value.length <= 255 ? value : null);

/** What an event concerns, read from its object's kind rather than its type name, so new event types still fit. */
function refsOf(event: StripeEvent): EventRefs {
  const object = event.data.object;
  const intent = object.payment_intent;
  const intentId =
    textId(intent) ?? (intent && typeof intent === 'object' ? textId((intent as { id?: unknown }).id) : null);
  const metadata = object.metadata && typeof object.metadata === 'object' ? object.metadata : {};
  const refs: EventRefs = {
    chargeRef: null,
    refundRef: null,
    accountRef: event.account ?? null,
    setupRef: null,
    paymentId: null,
  };
  switch (object.object) {
    case 'payment_intent':
      refs.chargeRef = textId(object.id);
      // Our payment's id, kept at Stripe: finds a payment whose answer we never received (no charge id yet).
      refs.paymentId = textId((metadata as { paymentId?: unknown }).paymentId);
      break;
    case 'charge':
      refs.chargeRef = intentId;
      break;
    case 'refund':
      refs.refundRef = textId(object.id);
      refs.chargeRef = intentId;
      break;
    case 'account':
      refs.accountRef = textId(object.id);
      break;
    case 'setup_intent':
      refs.setupRef = textId(object.id);
      break;
    case 'customer_cash_balance_transaction': {
      // Money of a bank transfer applied to (or taken back from) a PaymentIntent: that charge.
      const moved = object.applied_to_payment ?? object.unapplied_from_payment;
      const target =
        moved && typeof moved === 'object' ? (moved as { payment_intent?: unknown }).payment_intent : null;
      refs.chargeRef =
        textId(target) ??
        (target && typeof target === 'object' ? textId((target as { id?: unknown }).id) : null);
      break;
    }
  }
  return refs;
}
