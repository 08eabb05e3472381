import {
  dataEnvelope,
  PAYMENT_CURRENCIES,
  TEST_FEE_BASIS_POINTS,
  walletConfigSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../../plugins/route-group.js';

/** How paying works on this server, for the web before anyone pays (signed in or not). */
const walletConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'no-session' });

  app.get(
    '/wallet/config',
    {
      schema: {
        summary: 'Cómo se paga aquí: proveedor y modo de prueba (también sin cuenta)',
        response: { 200: dataEnvelope(walletConfigSchema) },
      },
    },
    async () => ({
      data: {
        provider: app.payments.name,
        testMode: app.payments.testMode,
        stripePublishableKey: app.payments.publishableKey,
        currencies: [...PAYMENT_CURRENCIES],
        feeBasisPoints: TEST_FEE_BASIS_POINTS,
        methods: app.paymentProviders.methods(),
      },
    }),
  );
};

export default walletConfigRoutes;
