import { dataEnvelope, donationSchema, guestDonationInputSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../../plugins/route-group.js';
import {
  guestIdempotencyScope,
  hitGuestPaymentLimits,
  idempotencyHeaders,
  idempotentCall,
  replayable,
} from '../../payments/index.js';
import { createGuestDonation } from '../service.js';

/** Anyone without an account donates, with a card for this donation only. */
const guestDonationRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'no-session' });

  app.post(
    '/donation/guest',
    {
      schema: {
        summary: 'Donar a una ONG verificada sin cuenta',
        headers: idempotencyHeaders,
        body: guestDonationInputSchema,
        response: { 200: dataEnvelope(donationSchema) },
      },
    },
    async (request) =>
      idempotentCall(
        app,
        request,
        { operation: 'donation/guest', scope: guestIdempotencyScope(request.body.email), keep: replayable },
        async (key) => {
          // The same budget as guests' payments: card testing through either form counts together.
          await hitGuestPaymentLimits(app, request.address, request.body.email);
          return createGuestDonation(app, request.body, key);
        },
      ),
  );
};

export default guestDonationRoutes;
