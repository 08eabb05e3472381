import { AppError } from '../../../errors.js';
import type { MercadoPagoProvider, SellerTokens } from './mercadopago.js';
import type {
  ChargeResult,
  PaymentProvider,
  PayoutResult,
  ProviderEvent,
  RefundInput,
  RefundResult,
  StartPaymentInput,
} from './provider.js';

/** A recipient's connected MercadoPago account, with its access token opened (`payments/collectors.ts`). */
export type Collector = { personId: string; accountRef: string; accessToken: string };

/**
 * Whose account collects: by the person, by our payment, by its charge (the preference), or by MercadoPago's user
 * id (a notification's `user_id`). Null when that person has not connected an account, or nothing matches.
 */
export type CollectorLookup = (
  who: { personId: string } | { paymentId: string } | { chargeRef: string } | { accountRef: string },
) => Promise<Collector | null>;

export const NOT_CONNECTED =
  'La persona que lo recibe aún no puede recibir pagos con MercadoPago. Elige otra forma de pago.';

/**
 * MercadoPago as the server uses it: every gift is collected by its recipient (`mercadopago.ts`, "How the money
 * reaches the recipients"). Each call about a payment finds the recipient's account (`lookup`) and acts with
 * their token (`forCollector`); the platform's own token only builds the OAuth link and exchanges its code.
 * A recipient who has not connected their account cannot be given to this way (`acceptsFor`).
 */
export class MercadoPagoCollectors implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  readonly testMode = false;
  readonly collectsDirectly = true;
  readonly delayedMethods = ['mercadopago'] as const;
  readonly publishableKey: string | null;

  constructor(
    readonly platform: MercadoPagoProvider,
    private readonly lookup: CollectorLookup,
  ) {
    this.publishableKey = platform.publishableKey;
  }

  async acceptsFor(recipientId: string): Promise<boolean> {
    return (await this.lookup({ personId: recipientId })) !== null;
  }

  /** The provider acting in the account that collects this charge; 503 if it is gone (nothing known moved). */
  private async byCharge(chargeRef: string): Promise<MercadoPagoProvider> {
    const collector = await this.lookup({ chargeRef });
    if (!collector) throw new AppError('PAYMENTS_UNAVAILABLE', undefined, undefined, { retryAfter: 60 });
    return this.platform.forCollector(collector.accessToken);
  }

  ensureCustomer() {
    return this.platform.ensureCustomer();
  }
  startCardSetup() {
    return this.platform.startCardSetup();
  }
  saveCard() {
    return this.platform.saveCard();
  }
  removeCard() {
    return this.platform.removeCard();
  }
  charge(): Promise<ChargeResult> {
    return this.platform.charge();
  }

  async startPayment(input: StartPaymentInput): Promise<ChargeResult> {
    const collector = await this.lookup({ personId: input.recipientId });
    if (!collector)
      throw new AppError('BAD_REQUEST', NOT_CONNECTED, [{ path: 'method', message: NOT_CONNECTED }]);
    return this.platform.forCollector(collector.accessToken).startPayment(input);
  }

  async closeAwaiting(input: { chargeRef: string; received: number; currency: string }) {
    return (await this.byCharge(input.chargeRef)).closeAwaiting(input);
  }

  async retrieveCharge(input: { chargeRef: string }) {
    return (await this.byCharge(input.chargeRef)).retrieveCharge(input);
  }

  /** Never connected (or gone), nothing was created with their token: no charge. */
  async findCharge(input: { paymentId: string; idempotencyKey: string }) {
    const collector = await this.lookup({ paymentId: input.paymentId });
    if (!collector) return null;
    return this.platform.forCollector(collector.accessToken).findCharge(input);
  }

  async cancelCharge(input: { chargeRef: string }) {
    return (await this.byCharge(input.chargeRef)).cancelCharge(input);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    return (await this.byCharge(input.chargeRef)).refund(input);
  }

  onboardingLink(input: Parameters<MercadoPagoProvider['onboardingLink']>[0]) {
    return this.platform.onboardingLink(input);
  }
  exchangeOAuthCode(input: Parameters<MercadoPagoProvider['exchangeOAuthCode']>[0]): Promise<SellerTokens> {
    return this.platform.exchangeOAuthCode(input);
  }
  payoutsReady(input: { accountRef: string | null }) {
    return this.platform.payoutsReady(input);
  }
  saveBankAccount() {
    return this.platform.saveBankAccount();
  }
  quotePayout(input: { amount: number; currency: string }) {
    return this.platform.quotePayout(input);
  }
  payout(): Promise<PayoutResult> {
    return this.platform.payout();
  }

  parseWebhook(input: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> }) {
    return this.platform.parseWebhook(input);
  }

  /**
   * A notification names MercadoPago's payment and, as `user_id`, the account it belongs to (not signed: it only
   * says which account to ask). That account's token reads the payment; the answer counts only if our payment it
   * names is that same recipient's.
   */
  async chargeForEvent(event: Pick<ProviderEvent, 'payload'>) {
    const accountRef = userIdOf(event.payload);
    const collector = accountRef ? await this.lookup({ accountRef }) : null;
    if (!collector) return null;
    const found = await this.platform.forCollector(collector.accessToken).chargeForEvent(event);
    if (!found) return null;
    const owner = await this.lookup({ paymentId: found.paymentId });
    return owner?.personId === collector.personId ? found : null;
  }
}

function userIdOf(payload: string): string | null {
  try {
    const userId = (JSON.parse(payload) as { user_id?: unknown }).user_id;
    if (typeof userId === 'number' && Number.isSafeInteger(userId)) return String(userId);
    return typeof userId === 'string' && /^\d{1,20}$/.test(userId) ? userId : null;
  } catch {
    return null;
  }
}
