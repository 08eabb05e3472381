import {
  dataEnvelope,
  PAYMENT_CURRENCIES,
  paymentMethodsAnswer,
  paymentMethodsQuery,
  TEST_FEE_BASIS_POINTS,
  walletConfigSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.js';
import { isUuid } from '../../../ids.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { methodsForRecipient } from '../../payments/index.js';
import { giftOwner } from '../guest-payments.js';

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

  app.get(
    '/payment/methods',
    {
      schema: {
        summary: 'Las formas de dar que sirven para quien lo recibe (por regalo o persona) en esta moneda',
        querystring: paymentMethodsQuery,
        response: { 200: dataEnvelope(paymentMethodsAnswer) },
      },
    },
    async (request) => {
      const { currency, giftId, to } = request.query;
      const recipientId = giftId ? await giftOwner(app, giftId) : to && isUuid(to) ? to : null;
      if (giftId && !recipientId) throw new AppError('NOT_FOUND', 'No encontramos ese regalo.');
      return { data: { methods: await methodsForRecipient(app, currency, recipientId) } };
    },
  );
};

export default walletConfigRoutes;
