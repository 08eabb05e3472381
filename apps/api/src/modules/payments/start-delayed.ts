import {
  type GivingMethod,
  METHOD_RULES,
  type OfferedMethod,
  offeredMethods,
  type PaymentProviderName,
} from '@detalle/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { applyCharge } from './apply-charge.js';
import { chargeAndApply } from './charge.js';
import { recipientName } from './collectors.js';
import { instructionsExpireAt } from './open-payment.js';
import { providerOf } from './provider-of.js';
import type { ChargeResult, DelayedMethod } from './providers/provider.js';
import type { PaymentRow } from './purposes.js';
import { customerOf } from './saved-cards.js';

/** Where a giver comes back to from another app's page (Bizum, MercadoPago): the payment's receipt. */
export const returnUrlOf = (app: AppContext, paymentId: string) =>
  `${app.config.publicUrl}/justificante/${paymentId}`;

/**
 * A signed-in payer's payment still `processing`: charged with their saved card, or started by its delayed way
 * (their account's name and e-mail go to the provider, as a card's customer does; Bizum's also the mobile typed).
 */
export async function payAndApply(app: AppContext, payment: PaymentRow, bizumPhone: string | null = null) {
  if (payment.method === 'card' || !payment.payerId) {
    await chargeAndApply(app, payment);
    return;
  }
  const [payer] = await app.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, payment.payerId));
  await startDelayed(
    app,
    payment,
    {
      email: payer?.email ?? null,
      name: payer?.name ?? '',
      phone: bizumPhone,
      customerRef: await customerOf(app, payment.payerId),
    },
    returnUrlOf(app, payment.id),
  );
}

/** Whether this server can take a delayed way to give (one of its providers offers it). */
export const offersMethod = (app: AppContext, method: DelayedMethod) =>
  app.paymentProviders.forMethod(method) !== null;

export const methodUnavailable = () =>
  new AppError('BAD_REQUEST', 'Esta forma de pago no está disponible ahora. Elige otra.', [
    { path: 'method', message: 'Elige otra forma de pago.' },
  ]);

/** The provider that takes this way to give (a card: the main one); a way nobody here takes is refused. */
export function providerNameFor(app: Pick<AppContext, 'paymentProviders'>, method: GivingMethod) {
  const provider = app.paymentProviders.forMethod(method);
  if (!provider) throw methodUnavailable();
  return provider.name;
}

/**
 * The same, for a gift to this recipient: a provider that needs something of them (MercadoPago: their account
 * connected, since they collect it) refuses, naming them, before any payment is opened.
 */
export async function providerForRecipient(
  app: AppContext,
  method: GivingMethod,
  recipientId: string,
): Promise<PaymentProviderName> {
  const provider = app.paymentProviders.forMethod(method);
  if (!provider) throw methodUnavailable();
  if (provider.acceptsFor && !(await provider.acceptsFor(recipientId))) {
    const who = (await recipientName(app, recipientId)) ?? 'Esta persona';
    const message = `${who} aún no puede recibir pagos con ${METHOD_RULES[method].label}. Elige otra forma de pago.`;
    throw new AppError('BAD_REQUEST', message, [{ path: 'method', message }]);
  }
  return provider.name;
}

/**
 * `payment/methods`: the ways to give this server offers in this currency that work for this recipient (all of
 * the server's ways, less those whose provider cannot give to them: MercadoPago before they connect).
 */
export async function methodsForRecipient(
  app: AppContext,
  currency: string,
  recipientId: string | null,
): Promise<OfferedMethod[]> {
  const offered = new Set(app.paymentProviders.methods());
  const methods: OfferedMethod[] = [];
  for (const m of offeredMethods(currency)) {
    const provider = offered.has(m.method) ? app.paymentProviders.forMethod(m.method) : null;
    if (!provider) continue;
    if (provider.acceptsFor && (!recipientId || !(await provider.acceptsFor(recipientId)))) continue;
    methods.push(m);
  }
  return methods;
}

/**
 * Asks the provider to start a payment still `processing` by a way whose money arrives later, and records its
 * answer: `awaiting_funds` with the instructions the giver follows (`applyCharge`), or `failed`. The provider's
 * idempotency key is derived from the payment, so a retry never starts a second transfer or voucher. An unknown
 * outcome leaves the payment `processing`: a retry with the same Idempotency-Key resumes it, and its expiry asks
 * the provider in the end.
 */
export async function startDelayed(
  app: AppContext,
  payment: PaymentRow,
  payer: { email: string | null; name: string; phone: string | null; customerRef: string | null },
  returnUrl: string,
) {
  const method = payment.method as DelayedMethod;
  let result: ChargeResult;
  try {
    result = await providerOf(app, payment).startPayment({
      method,
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey: `payment:${payment.id}`,
      description: 'Detalle: regalo en dinero',
      paymentId: payment.id,
      recipientId: payment.recipientId,
      payer: { email: payer.email, name: payer.name, phone: payer.phone },
      customerRef: payer.customerRef,
      expiresAt: instructionsExpireAt(payment),
      returnUrl,
    });
  } catch (err) {
    if (err instanceof AppError && err.status < 500) {
      await applyCharge(app, payment.id, {
        chargeRef: null,
        status: 'failed',
        clientSecret: null,
        fee: null,
        failure: err.message,
      });
      return;
    }
    throw new AppError(
      'PAYMENTS_UNAVAILABLE',
      'No hemos podido preparar el pago. Vuelve a intentarlo en unos segundos: no se cobrará dos veces.',
      undefined,
      { retryAfter: 10 },
    );
  }
  await applyCharge(app, payment.id, result);
}
