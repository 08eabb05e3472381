import type { AppContext } from '../../context.js';
import { QUEUES } from '../../plugins/jobs.js';
import { expirePayment, sweepOpenPayments } from './expiry.js';
import { purgeOldIdempotencyKeys } from './idempotency.js';
import { applyProviderEvent, type EventJob } from './provider-events.js';
import { finishRefund } from './refunds.js';
import { releasePayment } from './release.js';

/** The workers of the money queues. */
export function startMoneyWorkers(app: AppContext) {
  app.jobs.work<EventJob>(QUEUES.applyProviderEvent, (job) => applyProviderEvent(app, job));
  app.jobs.work<{ paymentId: string }>(QUEUES.releaseMoney, ({ paymentId }) =>
    releasePayment(app, paymentId),
  );
  app.jobs.work<{ paymentId: string }>(QUEUES.expirePayment, ({ paymentId }) =>
    expirePayment(app, paymentId),
  );
  app.jobs.work(QUEUES.sweepPayments, () => sweepOpenPayments(app));
  app.jobs.schedule(QUEUES.sweepPayments, '* * * * *');
  app.jobs.work<{ refundId: string }>(QUEUES.finishRefund, ({ refundId }) =>
    finishRefund(app, refundId, null),
  );
  app.jobs.work(QUEUES.purgeIdempotencyKeys, async () => {
    await purgeOldIdempotencyKeys(app);
  });
  app.jobs.schedule(QUEUES.purgeIdempotencyKeys, '23 * * * *');
}
