import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payments, providerEvents, providerProfiles } from '../../db/schema/index.js';
import { isUuid } from '../../ids.js';
import { QUEUES } from '../../plugins/jobs.js';
import { applyCharge } from './apply-charge.js';
import type { ProviderEvent } from './providers/provider.js';

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
};

export async function receiveWebhook(app: AppContext, event: ProviderEvent): Promise<{ received: boolean }> {
  await app.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(providerEvents)
      .values({ provider: app.payments.name, eventId: event.id, type: event.type, payload: event.payload })
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
        } satisfies EventJob,
        { tx },
      );
  });
  return { received: true };
}

export async function applyProviderEvent(app: AppContext, job: EventJob) {
  const [event] = await app.db
    .select({ id: providerEvents.id, processedAt: providerEvents.processedAt })
    .from(providerEvents)
    .where(eq(providerEvents.id, job.id));
  if (!event || event.processedAt) return;

  if (job.chargeRef) {
    // By its charge id, or (an answer we never received) by our id kept in the charge's metadata.
    const [payment] = await app.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, app.payments.name),
          job.paymentId && isUuid(job.paymentId)
            ? or(eq(payments.providerChargeId, job.chargeRef), eq(payments.id, job.paymentId))
            : eq(payments.providerChargeId, job.chargeRef),
        ),
      );
    if (payment)
      await applyCharge(app, payment.id, await app.payments.retrieveCharge({ chargeRef: job.chargeRef }));
  }
  if (job.accountRef) {
    const ready = await app.payments.payoutsReady({ accountRef: job.accountRef });
    await app.db
      .update(providerProfiles)
      .set({ payoutsReady: ready, updatedAt: new Date() })
      .where(
        and(
          eq(providerProfiles.provider, app.payments.name),
          eq(providerProfiles.payoutAccountRef, job.accountRef),
        ),
      );
  }
  await app.db
    .update(providerEvents)
    .set({ processedAt: new Date() })
    .where(and(eq(providerEvents.id, job.id), isNull(providerEvents.processedAt)));
}
