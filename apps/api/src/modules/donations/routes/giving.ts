import { dataEnvelope, donationInputSchema, donationSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { hitPaymentLimit, idempotencyHeaders, idempotentCall, replayable } from '../../payments/index.js';
import { createDonation } from '../service.js';

/** A signed-in person donates with a saved card. */
const givingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'signed-in' });

  app.post(
    '/donation/save',
    {
      schema: {
        summary: 'Donar a una ONG verificada con una tarjeta guardada',
        headers: idempotencyHeaders,
        body: donationInputSchema,
        response: { 200: dataEnvelope(donationSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return idempotentCall(
        app,
        request,
        { operation: 'donation/save', scope: user.id, keep: replayable },
        async (key) => {
          await hitPaymentLimit(app, user.id);
          return createDonation(app, user.id, request.body, key);
        },
      );
    },
  );
};

export default givingRoutes;
