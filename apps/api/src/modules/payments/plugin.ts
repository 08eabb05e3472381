import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { payments } from '../../db/schema/index.js';
import { PaymentPurposes } from './purposes.js';
import { startMoneyWorkers } from './workers.js';

/**
 * App-wide: the registry of payment purposes (peers register theirs from their route plugins) and the workers of
 * the money queues. Once the app is ready every kind of payment must have its purpose, or start-up fails.
 */
export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    app.decorate('paymentPurposes', new PaymentPurposes());
    startMoneyWorkers(app);
    app.addHook('onReady', async () => {
      app.paymentPurposes.assertRegistered(payments.kind.enumValues);
    });
  },
  { name: 'payments', dependencies: ['jobs'] },
);
