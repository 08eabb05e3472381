import {
  dataEnvelope,
  guestConfirmSchema,
  guestPaymentInputSchema,
  guestPaymentSchema,
  guestReceiptQuery,
  simulateFundsSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import {
  guestIdempotencyScope,
  hitGuestPaymentLimits,
  idempotencyHeaders,
  idempotentCall,
  replayable,
} from '../../payments/index.js';
import {
  confirmGuestPayment,
  createGuestPayment,
  guestReceipt,
  simulateGuestFunds,
} from '../guest-payments.js';

const idParams = z.object({ id: z.string().max(64) });

/** Guests (no account) chip in to a gift of a public list; their receipt is reached by its token. */
const guestPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'no-session' });

  app.post(
    '/payment/guest',
    {
      schema: {
        summary: 'Aportar dinero a un regalo sin cuenta (lista pública)',
        headers: idempotencyHeaders,
        body: guestPaymentInputSchema,
        response: { 200: dataEnvelope(guestPaymentSchema) },
      },
    },
    async (request) =>
      idempotentCall(
        app,
        request,
        { operation: 'payment/guest', scope: guestIdempotencyScope(request.body.email), keep: replayable },
        async (key) => {
          await hitGuestPaymentLimits(app, request.address, request.body.email);
          return createGuestPayment(app, request.body, key);
        },
      ),
  );
  app.get(
    '/payment/guest/get/:id',
    {
      schema: {
        summary: 'El justificante de una aportación sin cuenta (con el enlace del correo)',
        params: idParams,
        querystring: guestReceiptQuery,
        response: { 200: dataEnvelope(guestPaymentSchema) },
      },
    },
    async (request) => ({ data: await guestReceipt(app, request.params.id, request.query.token) }),
  );
  app.post(
    '/payment/guest/confirm/:id',
    {
      schema: {
        summary: 'Terminar (o rechazar) la confirmación del banco de una aportación sin cuenta',
        params: idParams,
        body: guestConfirmSchema,
        response: { 200: dataEnvelope(guestPaymentSchema) },
      },
    },
    async (request) => ({
      data: await confirmGuestPayment(app, request.params.id, request.body.token, request.body.approve),
    }),
  );
  app.post(
    '/payment/guest/simulate/:id',
    {
      schema: {
        summary: 'Modo de prueba: simular que llega (o no) el dinero de una aportación sin cuenta',
        params: idParams,
        body: simulateFundsSchema.required({ token: true }),
        response: { 200: dataEnvelope(guestPaymentSchema) },
      },
    },
    async (request) => ({
      data: await simulateGuestFunds(app, request.params.id, request.body.token, request.body.outcome),
    }),
  );
};

export default guestPaymentRoutes;
