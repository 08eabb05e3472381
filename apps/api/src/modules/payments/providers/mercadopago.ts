import { METHOD_RULES } from '@detalle/contract';
import {
  MercadoPagoConfig,
  MPAuthenticationError,
  MPBadRequestError,
  MPConnectionError,
  MPDependencyError,
  MPForbiddenError,
  MPIdempotencyError,
  MPNotFoundError,
  MPRateLimitError,
  MPResourceLockedError,
  MPServerError,
  MPValidationError,
  OAuth,
  Payment,
  PaymentRefund,
  Preference,
} from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { Config } from '../../../env.js';
import { AppError } from '../../../errors.js';
import { isUuid } from '../../../ids.js';
import { signOAuthState, verifyOAuthState } from './mercadopago-oauth.js';
import {
  chargeOf,
  isWaiting,
  type MpPayment,
  mpAmount,
  mpPaymentShape,
  mpSearchShape,
  notRefundable,
  refundable,
} from './mercadopago-payments.js';
import { notificationOf, parseMercadoPagoWebhook } from './mercadopago-webhook.js';
import type {
  ChargeResult,
  PaymentProvider,
  PayoutResult,
  ProviderEvent,
  RefundInput,
  RefundResult,
  StartPaymentInput,
} from './provider.js';

/**
 * MercadoPago, through its official SDK (`mercadopago`), for the pesos of Argentina, Chile, Colombia and
 * Uruguay and Peru's soles. The giver pays on MercadoPago's own Checkout Pro page (card, money in their
 * MercadoPago account, a cash ticket…): we create a *preference* and send them to its `init_point`. No card
 * reaches us, none is saved, and the charge is delayed (`awaiting_funds`) until MercadoPago says a payment of
 * that preference was approved.
 *
 * The charge's reference (`chargeRef`) is the **preference's id**: it exists as soon as the giver is sent away,
 * while MercadoPago's payments of it come later and may be several (a refused card, then another). A
 * preference's payments are found by its `external_reference`, which is our payment's id.
 *
 * ## How the money reaches the recipients
 *
 * MercadoPago has two ways, and only one is honest for gift money:
 *
 * - **The platform collects** (Detalle's access token creates the preference): every gift lands in Detalle's
 *   MercadoPago account, and Detalle would owe it to the recipient. MercadoPago's public API has no transfer
 *   from our balance to another person's account in these countries, so Detalle would be holding other
 *   people's money with no way out but a manual one: custody of gifts that is not ours to keep.
 * - **The recipient collects** (split payments 1:1, "marketplace"): the recipient connects their own
 *   MercadoPago account to Detalle by OAuth (`onboardingLink`, then `exchangeOAuthCode`), and the preference
 *   is created with *their* access token (`forCollector`). They are the `collector`: the giver's money goes
 *   straight into the recipient's account, MercadoPago takes its fee from it, and Detalle's share, if any, is
 *   the `marketplace_fee` (zero unless `marketplaceFeeBasisPoints` says otherwise), shown in MercadoPago's
 *   detail of each payment. Refunds come out of the recipient's account.
 *
 * Detalle uses the second: a gift goes from the giver to the recipient, and Detalle never holds it. So there is
 * no payout here (`payout`, `saveBankAccount` refuse): the money is already in the recipient's account, from
 * which MercadoPago sends it to their bank. `payoutsReady` is true once an account is connected.
 *
 * What the core must still do to use this (not wired yet): keep each recipient's tokens (encrypted, with their
 * MercadoPago user id as `accountRef`), refresh them before they expire (`refreshSellerToken`, every 180 days),
 * and act on a recipient's gifts through `forCollector(theirAccessToken)`; and, for webhooks, ask
 * `chargeForEvent` which payment an event concerns (see `parseWebhook`).
 *
 * ## Other rules
 *
 * - The SDK writes each call's `requestOptions` back into the config it was built with, so an idempotency key
 *   given once would be sent again on every later call (sdk-nodejs#481): every call here builds its own config.
 * - Amounts are MercadoPago's major units (12.5, not 1250); Colombian and Chilean pesos in whole units only.
 * - Nothing here logs: errors become `AppError`s whose messages are ours, so no token or body reaches the logs.
 */
export type MercadoPagoProviderOptions = {
  /**
   * Where the SDK sends its calls instead of `https://api.mercadopago.com`: the tests' local stand-in. The SDK
   * has no setting for it (its base URL is a static of its `AppConfig`), so each call sets it for the instant
   * the SDK builds its URL, which it does synchronously when called, and puts it back at once.
   */
  apiUrl?: string;
  /** The SDK retries connection errors, 429 and 5xx with the same idempotency key; its own default is 3. */
  maxRetries?: number;
  /** Milliseconds per request (the SDK's default is 60 s, too long for a payment screen). */
  timeout?: number;
  /** First wait between retries, in milliseconds (the SDK's default: 1 s, doubling). */
  retryDelay?: number;
  /** Detalle's share of each gift when a recipient collects (`forCollector`), in basis points; 0 by default. */
  marketplaceFeeBasisPoints?: number;
};

export type MercadoPagoSettings = Pick<
  Config,
  | 'MERCADOPAGO_ACCESS_TOKEN'
  | 'MERCADOPAGO_PUBLIC_KEY'
  | 'MERCADOPAGO_WEBHOOK_SECRET'
  | 'MERCADOPAGO_CLIENT_ID'
  | 'MERCADOPAGO_CLIENT_SECRET'
  | 'publicUrl'
>;

/** A recipient's MercadoPago account connected by OAuth: what the core keeps (the tokens encrypted). */
export type SellerTokens = {
  /** MercadoPago's user id of the recipient: the payout account's reference. */
  accountRef: string;
  accessToken: string;
  refreshToken: string | null;
  publicKey: string | null;
  /** When the access token stops working (MercadoPago's are valid 180 days); refresh before. */
  expiresAt: Date | null;
  liveMode: boolean;
};

const UNAVAILABLE_RETRY_AFTER = 30;
const unavailable = () =>
  new AppError('PAYMENTS_UNAVAILABLE', undefined, undefined, { retryAfter: UNAVAILABLE_RETRY_AFTER });

/**
 * What no caller can act on is a 503 (nothing moved, try later): MercadoPago unreachable or failing, rate
 * limits, a locked idempotency key, and our own token refused (a misconfiguration the person cannot fix
 * either). A key reused with another body is the same 409 our own idempotency layer gives. The rest (a request
 * MercadoPago finds invalid) is a bug of ours and stays an error.
 */
function mapMercadoPagoError(error: unknown): unknown {
  if (
    error instanceof MPConnectionError ||
    error instanceof MPServerError ||
    error instanceof MPRateLimitError ||
    error instanceof MPResourceLockedError ||
    error instanceof MPDependencyError ||
    error instanceof MPAuthenticationError ||
    error instanceof MPForbiddenError
  ) {
    return unavailable();
  }
  if (error instanceof MPIdempotencyError) return new AppError('IDEMPOTENCY_KEY_REUSED');
  return error;
}

const NOT_OFFERED =
  'Con MercadoPago, la tarjeta se escribe en la página de pago de MercadoPago: elige «MercadoPago» como forma de pago.';
const NO_PAYOUTS =
  'Con MercadoPago, el dinero de tus regalos llega directamente a tu cuenta de MercadoPago; desde allí lo pasas a tu banco.';

/** What the giver reads on MercadoPago's page. */
const ITEM_TITLE = 'Detalle: regalo en dinero';

/** MercadoPago's dates: ISO 8601 with an explicit offset (`…T12:00:00.000+00:00`), as its examples write them. */
const mpDate = (date: Date) => date.toISOString().replace('Z', '+00:00');

/** Runs `start` with the SDK's base URL set to `apiUrl` (see `MercadoPagoProviderOptions.apiUrl`). */
function atBaseUrl<T>(apiUrl: string | undefined, start: () => T): T {
  if (!apiUrl) return start();
  const settable = AppConfig as { BASE_URL: string };
  const previous = settable.BASE_URL;
  settable.BASE_URL = apiUrl.replace(/\/+$/, '');
  try {
    return start();
  } finally {
    settable.BASE_URL = previous;
  }
}

export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  readonly testMode = false;
  readonly publishableKey: string | null;
  readonly delayedMethods = ['mercadopago'] as const;
  /** Set on a recipient's instance (`forCollector`): its preferences carry Detalle's `marketplace_fee`. */
  private readonly collector: boolean;

  constructor(
    private readonly settings: MercadoPagoSettings,
    private readonly options: MercadoPagoProviderOptions = {},
    collector = false,
  ) {
    const missing = (
      [
        'MERCADOPAGO_ACCESS_TOKEN',
        'MERCADOPAGO_WEBHOOK_SECRET',
        'MERCADOPAGO_CLIENT_ID',
        'MERCADOPAGO_CLIENT_SECRET',
      ] as const
    ).filter((name) => !settings[name]);
    if (missing.length > 0) throw new Error(`MercadoPagoProvider needs ${missing.join(', ')}`);
    this.publishableKey = settings.MERCADOPAGO_PUBLIC_KEY ?? null;
    this.collector = collector;
  }

  /**
   * The same provider acting in a recipient's own MercadoPago account (split payments): their access token
   * creates, reads, cancels and refunds their gifts, so the money is collected by them.
   */
  forCollector(accessToken: string): MercadoPagoProvider {
    return new MercadoPagoProvider(
      { ...this.settings, MERCADOPAGO_ACCESS_TOKEN: accessToken },
      this.options,
      true,
    );
  }

  /** Where MercadoPago sends its notifications (the route is `POST /api/webhook/mercadopago`). */
  get notificationUrl(): string {
    return `${this.settings.publicUrl}/api/webhook/mercadopago`;
  }

  /** A config of its own for each call (see the SDK's habit above), with our timeout, retries and key. */
  private config(idempotencyKey?: string): MercadoPagoConfig {
    return new MercadoPagoConfig({
      accessToken: this.settings.MERCADOPAGO_ACCESS_TOKEN as string,
      options: {
        timeout: this.options.timeout ?? 20_000,
        maxRetries: this.options.maxRetries ?? 2,
        initialDelay: this.options.retryDelay ?? 500,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
    });
  }

  /** Runs one SDK call, at our base URL, turning MercadoPago's failures into ours (`mapMercadoPagoError`). */
  private async call<T>(run: (config: MercadoPagoConfig) => Promise<T>, idempotencyKey?: string): Promise<T> {
    const config = this.config(idempotencyKey);
    try {
      return await atBaseUrl(this.options.apiUrl, () => run(config));
    } catch (error) {
      throw mapMercadoPagoError(error);
    }
  }

  async ensureCustomer() {
    return null;
  }

  async startCardSetup(): Promise<{ clientSecret: string | null }> {
    throw new AppError('BAD_REQUEST', NOT_OFFERED);
  }

  async saveCard(): Promise<never> {
    throw new AppError('BAD_REQUEST', NOT_OFFERED);
  }

  /** No card is ever saved with MercadoPago: nothing to forget. */
  async removeCard() {}

  async charge(): Promise<ChargeResult> {
    throw new AppError('BAD_REQUEST', NOT_OFFERED);
  }

  /**
   * A Checkout Pro preference for the gift: one line, the amount in major units, our payment's id as its
   * `external_reference`, valid until `expiresAt` (a cash ticket printed from it expires then too), and back to
   * `returnUrl` whatever happens. The giver is sent to its `init_point`.
   */
  async startPayment(input: StartPaymentInput): Promise<ChargeResult> {
    const rule = METHOD_RULES.mercadopago;
    if (input.method !== 'mercadopago' || !(rule.currencies as readonly string[]).includes(input.currency)) {
      throw new AppError('BAD_REQUEST', 'Esta forma de pago no está disponible con MercadoPago.');
    }
    const unitPrice = mpAmount(input.amount, input.currency);
    if (unitPrice === null) {
      throw new AppError(
        'BAD_REQUEST',
        `MercadoPago solo admite pagos en ${input.currency} sin céntimos. Redondea la cantidad.`,
      );
    }
    const fee = this.options.marketplaceFeeBasisPoints ?? 0;
    const marketplaceFee = this.collector && fee > 0 ? Math.round((unitPrice * fee) / 100) / 100 : 0;
    const preference = await this.call(
      (config) =>
        new Preference(config).create({
          body: {
            items: [
              {
                id: input.paymentId,
                title: ITEM_TITLE,
                description: input.description,
                quantity: 1,
                currency_id: input.currency,
                unit_price: unitPrice,
              },
            ],
            external_reference: input.paymentId,
            notification_url: this.notificationUrl,
            back_urls: { success: input.returnUrl, pending: input.returnUrl, failure: input.returnUrl },
            auto_return: 'approved',
            // Valid from now until `expiresAt` (no `expiration_date_from`: a retry sends the very same body).
            expires: true,
            expiration_date_to: mpDate(input.expiresAt),
            date_of_expiration: mpDate(input.expiresAt),
            payer: { name: input.payer.name, ...(input.payer.email ? { email: input.payer.email } : {}) },
            statement_descriptor: 'DETALLE',
            ...(marketplaceFee > 0 ? { marketplace_fee: marketplaceFee } : {}),
          },
        }),
      input.idempotencyKey,
    );
    const url = preference.init_point ?? preference.sandbox_init_point;
    if (!preference.id || !url) throw new Error('MercadoPago answered a preference without id or init_point');
    return {
      chargeRef: preference.id,
      status: 'awaiting_funds',
      clientSecret: null,
      fee: null,
      failure: null,
      received: 0,
      instructions: { type: 'redirect', app: 'mercadopago', url },
    };
  }

  /** A preference's payments, newest first, by its `external_reference` (our payment's id). */
  private async paymentsOf(externalReference: string): Promise<MpPayment[]> {
    const answer = await this.call((config) =>
      new Payment(config).search({
        options: { external_reference: externalReference, sort: 'date_created', criteria: 'desc' },
      }),
    );
    return mpSearchShape.parse(answer).results;
  }

  /** The preference and its payments. */
  private async stateOf(chargeRef: string) {
    const preference = await this.call((config) => new Preference(config).get({ preferenceId: chargeRef }));
    const externalReference = preference.external_reference;
    if (!externalReference) throw new Error(`MercadoPago preference ${chargeRef} has no external_reference`);
    const payments = await this.paymentsOf(externalReference);
    const currency = preference.items?.[0]?.currency_id ?? payments[0]?.currency_id ?? '';
    const checkoutUrl = preference.init_point ?? preference.sandbox_init_point ?? null;
    return { payments, currency, checkoutUrl };
  }

  async retrieveCharge(input: { chargeRef: string }): Promise<ChargeResult> {
    const { payments, currency, checkoutUrl } = await this.stateOf(input.chargeRef);
    return chargeOf(input.chargeRef, payments, currency, checkoutUrl);
  }

  /** The preference made for our payment (the answer to `startPayment` was lost), by its external reference. */
  async findCharge(input: { paymentId: string; idempotencyKey?: string }): Promise<ChargeResult | null> {
    const found = await this.call((config) =>
      new Preference(config).search({ options: { external_reference: input.paymentId } }),
    );
    const preferenceId = found.elements?.[0]?.id;
    return preferenceId ? this.retrieveCharge({ chargeRef: preferenceId }) : null;
  }

  /**
   * Stops a preference taking money: it expires now (no new payment can start from it) and its payments still
   * waiting (a cash ticket not yet paid) are cancelled. Then its state is read again, so a payment approved
   * meanwhile is seen.
   */
  private async stop(chargeRef: string): Promise<ChargeResult> {
    const now = mpDate(new Date());
    const preference = await this.call((config) => new Preference(config).get({ preferenceId: chargeRef }));
    await this.call((config) =>
      new Preference(config).update({
        id: chargeRef,
        // The SDK's type asks for the items even in an update: the preference's own, unchanged.
        updatePreferenceRequest: {
          items: preference.items ?? [],
          expires: true,
          expiration_date_to: now,
          date_of_expiration: now,
        },
      }),
    );
    const before = await this.stateOf(chargeRef);
    for (const payment of before.payments.filter(isWaiting)) {
      await this.call((config) => new Payment(config).cancel({ id: payment.id })).catch((error) => {
        // Approved or ended meanwhile: the state read below says which.
        if (error instanceof MPBadRequestError || error instanceof MPValidationError) return;
        throw error;
      });
    }
    const after = await this.stateOf(chargeRef);
    return chargeOf(chargeRef, after.payments, after.currency, null);
  }

  /**
   * The wait is over: a payment that took the money is kept (`succeeded`); otherwise the preference is stopped
   * and the charge is `canceled`. MercadoPago has no partial payments, so `received` has nothing to add.
   */
  async closeAwaiting(input: {
    chargeRef: string;
    received: number;
    currency: string;
  }): Promise<ChargeResult> {
    const current = await this.retrieveCharge(input);
    if (current.status === 'succeeded') return current;
    // A refused card included: the checkout would still take another one, so it is stopped too.
    const stopped = await this.stop(input.chargeRef);
    if (stopped.status === 'succeeded') return stopped;
    return { ...stopped, status: 'canceled', failure: null, instructions: null };
  }

  async cancelCharge(input: { chargeRef: string }): Promise<ChargeResult> {
    const stopped = await this.stop(input.chargeRef);
    // Paid meanwhile (the giver finished the checkout in another tab): too late to cancel.
    if (stopped.status === 'succeeded') throw new AppError('PAYMENT_STATE_CHANGED');
    return { ...stopped, status: stopped.status === 'failed' ? 'failed' : 'canceled', instructions: null };
  }

  /**
   * Gives back all or part of the preference's approved payment (MercadoPago's PaymentRefund) with our
   * idempotency key. Of several approved payments (the giver paid twice), the first with enough left.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const amount = mpAmount(input.amount, input.currency);
    if (amount === null) throw notRefundable();
    const { payments } = await this.stateOf(input.chargeRef);
    const payment = refundable(payments, amount);
    if (!payment) throw notRefundable();
    const refund = await this.call(
      (config) => new PaymentRefund(config).create({ payment_id: payment.id, body: { amount } }),
      input.idempotencyKey,
    ).catch((error) => {
      // Refused by MercadoPago: too old, already refunded, or a dispute open on it.
      if (error instanceof MPBadRequestError || error instanceof MPValidationError) throw notRefundable();
      throw error;
    });
    const status =
      refund.status === 'approved'
        ? 'succeeded'
        : refund.status === 'rejected' || refund.status === 'cancelled'
          ? 'failed'
          : 'pending';
    return { refundRef: String(refund.id), status };
  }

  /**
   * The recipient's OAuth link: MercadoPago's authorization page for our application, coming back to
   * `returnUrl` (which must be the redirect URL registered for the application) with a code and our signed
   * `state`. The account is known only after `exchangeOAuthCode`; once it is (`existing`), no link is needed.
   */
  async onboardingLink(input: {
    personId: string;
    email: string | null;
    existing: string | null;
    returnUrl: string;
    refreshUrl: string;
  }) {
    if (input.existing) return { accountRef: input.existing, url: null };
    const url = new OAuth(this.config()).getAuthorizationURL({
      options: {
        client_id: this.settings.MERCADOPAGO_CLIENT_ID,
        redirect_uri: input.returnUrl,
        state: signOAuthState(this.settings.MERCADOPAGO_CLIENT_SECRET as string, input.personId),
      },
    });
    return { accountRef: null, url };
  }

  /**
   * The end of the OAuth link: checks the `state` (it must be ours, unexpired, and made for `personId`, the
   * person signed in) and exchanges the code for the recipient's tokens (`POST /oauth/token`). A code is
   * single-use and short-lived: one refused means the person connects again.
   */
  async exchangeOAuthCode(input: {
    code: string;
    state: string;
    redirectUri: string;
    personId: string;
  }): Promise<SellerTokens> {
    const statePerson = verifyOAuthState(this.settings.MERCADOPAGO_CLIENT_SECRET as string, input.state);
    if (!statePerson || statePerson !== input.personId) {
      throw new AppError(
        'BAD_REQUEST',
        'Este enlace con MercadoPago no es tuyo o ha caducado. Vuelve a conectar tu cuenta desde Detalle.',
      );
    }
    const tokens = await this.call((config) =>
      new OAuth(config).create({
        body: {
          client_id: this.settings.MERCADOPAGO_CLIENT_ID,
          client_secret: this.settings.MERCADOPAGO_CLIENT_SECRET,
          code: input.code,
          redirect_uri: input.redirectUri,
        },
      }),
    ).catch((error) => {
      if (error instanceof MPBadRequestError || error instanceof MPNotFoundError) {
        throw new AppError(
          'BAD_REQUEST',
          'MercadoPago no ha aceptado la conexión: el código ha caducado o ya se usó. Vuelve a conectar tu cuenta.',
        );
      }
      throw error;
    });
    return sellerTokensOf(tokens);
  }

  /** A recipient's new tokens from their refresh token (MercadoPago's access tokens last 180 days). */
  async refreshSellerToken(refreshToken: string): Promise<SellerTokens> {
    const tokens = await this.call((config) =>
      new OAuth(config).refresh({
        body: {
          client_id: this.settings.MERCADOPAGO_CLIENT_ID,
          client_secret: this.settings.MERCADOPAGO_CLIENT_SECRET,
          refresh_token: refreshToken,
        },
      }),
    );
    return sellerTokensOf(tokens);
  }

  /** Connected is ready: the money is collected in the recipient's own account. */
  async payoutsReady(input: { accountRef: string | null }) {
    return Boolean(input.accountRef);
  }

  async saveBankAccount(): Promise<{ providerRef: string }> {
    throw new AppError('BAD_REQUEST', NO_PAYOUTS);
  }

  quotePayout(_input: { amount: number; currency: string }) {
    return { fee: 0, arrivalDate: new Date().toISOString().slice(0, 10) };
  }

  async payout(): Promise<PayoutResult> {
    throw new AppError('BAD_REQUEST', NO_PAYOUTS);
  }

  /**
   * Verifies `x-signature` and reads the notification (`mercadopago-webhook.ts`). The event names neither our
   * charge nor our payment (a notification carries only MercadoPago's payment id): `chargeRef` and
   * `paymentId` are null and the payment id stays in the stored payload, for `chargeForEvent`.
   */
  parseWebhook(input: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }): ProviderEvent {
    return parseMercadoPagoWebhook(input, this.settings.MERCADOPAGO_WEBHOOK_SECRET as string);
  }

  /**
   * What a stored `payment` notification concerns: MercadoPago's payment is read, its `external_reference` is
   * our payment's id, and that payment's charge is found (`findCharge`). Null for other notifications, or a
   * payment that is not one of ours.
   */
  async chargeForEvent(
    event: Pick<ProviderEvent, 'payload'>,
  ): Promise<{ paymentId: string; charge: ChargeResult } | null> {
    const notification = notificationOf(event);
    if (notification?.type !== 'payment') return null;
    const payment = await this.call((config) => new Payment(config).get({ id: notification.data.id })).catch(
      (error) => {
        if (error instanceof MPNotFoundError) return null;
        throw error;
      },
    );
    if (!payment) return null;
    const paymentId = mpPaymentShape.parse(payment).external_reference;
    if (!paymentId || !isUuid(paymentId)) return null;
    const charge = await this.findCharge({ paymentId });
    return charge ? { paymentId, charge } : null;
  }
}

function sellerTokensOf(tokens: {
  access_token?: string;
  refresh_token?: string;
  public_key?: string;
  user_id?: number;
  expires_in?: number;
  live_mode?: boolean;
}): SellerTokens {
  if (!tokens.access_token || tokens.user_id === undefined) {
    throw new Error('MercadoPago answered the OAuth exchange without access_token or user_id');
  }
  return {
    accountRef: String(tokens.user_id),
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    publicKey: tokens.public_key ?? null,
    expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
    liveMode: tokens.live_mode ?? false,
  };
}

/** The provider from the server's settings, or null when MercadoPago is not configured (env.ts: all or none). */
export function mercadoPagoFromConfig(
  config: MercadoPagoSettings,
  options: MercadoPagoProviderOptions = {},
): MercadoPagoProvider | null {
  if (!config.MERCADOPAGO_ACCESS_TOKEN) return null;
  return new MercadoPagoProvider(config, options);
}
