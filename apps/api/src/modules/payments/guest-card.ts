import type { GivingMethod, guestCardSchema } from '@detalle/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { payments } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { chargeCard } from './charge.js';
import type { PaymentRow } from './purposes.js';
import { methodUnavailable, offersMethod, returnUrlOf, startDelayed } from './start-delayed.js';

/**
 * A guest pays without an account: with a card for this payment only (never stored), and a retry is recognised by
 * the guest's e-mail and `Idempotency-Key`.
 */

/** The provider's reference for the guest's card, for this payment only. A card the provider refuses is a 4xx. */
export async function guestCardRef(app: AppContext, card: z.output<typeof guestCardSchema>) {
  if (card.kind === 'test') {
    if (!app.payments.testMode)
      throw new AppError('BAD_REQUEST', 'Escribe los datos de tu tarjeta en el formulario seguro de pago.');
    const saved = await app.payments.saveCard({ ...card, customerRef: null });
    return saved.providerRef;
  }
  if (app.payments.name !== 'stripe')
    throw new AppError('BAD_REQUEST', 'En el modo de prueba, escribe los datos de una tarjeta de prueba.');
  return card.paymentMethodId;
}

/**
 * How a guest's payment proceeds once written: their card charged, or the delayed way started (the provider's
 * instructions). Made before anything is written, so a refused card or a way not offered stores nothing.
 */
export async function guestPayStep(
  app: AppContext,
  guest: {
    method: GivingMethod;
    card?: z.output<typeof guestCardSchema> | undefined;
    email: string;
    name: string;
    bizumPhone?: string | null | undefined;
  },
): Promise<(p: PaymentRow) => Promise<void>> {
  if (guest.method === 'card') {
    if (!guest.card) throw new AppError('BAD_REQUEST', 'Escribe los datos de tu tarjeta.');
    const methodRef = await guestCardRef(app, guest.card);
    return (p) => chargeCard(app, p, { customerRef: null, methodRef });
  }
  if (!offersMethod(app, guest.method)) throw methodUnavailable();
  const payer = { email: guest.email, name: guest.name, phone: guest.bizumPhone ?? null, customerRef: null };
  return (p) => startDelayed(app, p, payer, returnUrlOf(app, p.id));
}

/** A guest's earlier payment under this e-mail and `Idempotency-Key`: a retry resumes it. */
export async function guestRequest(app: AppContext, email: string, requestKey: string) {
  const [existing] = await app.db
    .select()
    .from(payments)
    .where(
      and(
        isNull(payments.payerId),
        sql`lower(${payments.payerEmail}) = ${email}`,
        eq(payments.requestKey, requestKey),
      ),
    );
  return existing;
}

/** A guest's `Idempotency-Key`s are theirs by e-mail: `guest:<email>`. */
export const guestIdempotencyScope = (email: string) => `guest:${email}`;
