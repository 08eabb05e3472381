import type { PaymentProviderName } from '@detalle/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payments, providerEvents, providerProfiles } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';
import { QUEUES } from '../../plugins/jobs.js';
import { applyCharge } from './apply-charge.js';
import type { ProviderEvent } from './providers/provider.js';
import { refundEvent } from './refunds.js';

/**
 * Webhooks. A delivery is verified (the provider's signature over the raw body), stored raw with its event id
 * (unique: a second delivery of the same event is answered 200 and ignored) and handed to the job queue in
 * the same transaction. The job reads the object's *current* state from the provider and applies it, so
 * events may arrive late, twice or in any order and the payment still ends where the provider says.
 */
export type EventJob = {
  id: string;
  chargeRef: string | null;
  accountRef: string | null;
  paymentId?: string | null;
  refundRef?: string | null;
};

export async function receiveWebhook(
  app: AppContext,
  event: ProviderEvent,
  provider: PaymentProviderName = app.payments.name,
): Promise<{ received: boolean }> {
  await app.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(providerEvents)
      .values({ provider, eventId: event.id, type: event.type, payload: event.payload })
      .onConflictDoNothing()
      .returning({ id: providerEvents.id });
    if (stored)
      await app.jobs.send(
        QUEUES.applyProviderEvent,
        {
          id: stored.id,
          chargeRef: event.chargeRef,
          accountRef: event.accountRef,
          paymentId: event.paymentId ?? null,
          refundRef: event.refundRef,
        } satisfies EventJob,
        { tx },
      );
  });
  return { received: true };
}

/**
 * Applies a stored event with the provider that sent it. An event naming our charge (Stripe) is applied by
 * re-reading that charge; one naming none of our references (MercadoPago) is asked to the provider
 * (`chargeForEvent`), which reads what it concerns and finds our payment.
 */
export async function applyProviderEvent(app: AppContext, job: EventJob) {
  const [event] = await app.db
    .select({
      id: providerEvents.id,
      provider: providerEvents.provider,
      payload: providerEvents.payload,
      processedAt: providerEvents.processedAt,
    })
    .from(providerEvents)
    .where(eq(providerEvents.id, job.id));
  if (!event || event.processedAt) return;
  const provider = app.paymentProviders.named(event.provider);

  if (!job.chargeRef && !job.accountRef && provider.chargeForEvent) {
    const found = await provider.chargeForEvent(event);
    const [payment] = found
      ? await app.db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.provider, provider.name), eq(payments.id, found.paymentId)))
      : [];
    if (payment && found) await applyCharge(app, payment.id, found.charge);
  }
  if (job.chargeRef) {
    // By its charge id, or (an answer we never received) by our id kept in the charge's metadata.
    const [payment] = await app.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider.name),
          job.paymentId && isUuid(job.paymentId)
            ? or(eq(payments.providerChargeId, job.chargeRef), eq(payments.id, job.paymentId))
            : eq(payments.providerChargeId, job.chargeRef),
        ),
      );
    if (payment)
      await applyCharge(app, payment.id, await provider.retrieveCharge({ chargeRef: job.chargeRef }));
  }
  if (job.refundRef) await refundEvent(app, provider.name, job.refundRef);
  if (job.accountRef) {
    const ready = await provider.payoutsReady({ accountRef: job.accountRef });
    await app.db
      .update(providerProfiles)
      .set({ payoutsReady: ready, updatedAt: new Date() })
      .where(
        and(
          eq(providerProfiles.provider, provider.name),
          eq(providerProfiles.payoutAccountRef, job.accountRef),
        ),
      );
  }
  await app.db
    .update(providerEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(providerEvents.id, job.id), isNull(providerEvents.processedAt)));
}
