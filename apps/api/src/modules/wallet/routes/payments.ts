import {
  dataEnvelope,
  paymentConfirmSchema,
  paymentInputSchema,
  paymentSchema,
  refundInputSchema,
  simulateFundsSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { hitPaymentLimit, idempotencyHeaders, idempotentCall, replayable } from '../../payments/index.js';
import { paymentView } from '../receipts.js';
import { cancelPayment, confirmPayment, createPayment, refundPayment, simulatePayment } from '../service.js';

const idParams = z.object({ id: z.string().max(64) });
const payment = { 200: dataEnvelope(paymentSchema) };

/** Sending money by card, its bank's confirmation step, its receipt, and giving it back. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'signed-in' });

  app.post(
    '/payment/save',
    {
      schema: {
        summary: 'Enviar dinero a una persona (con tarjeta)',
        headers: idempotencyHeaders,
        body: paymentInputSchema,
        response: payment,
      },
    },
    async (request) => {
      const user = currentUser(request);
      return idempotentCall(
        app,
        request,
        { operation: 'payment/save', scope: user.id, keep: replayable },
        async (key) => {
          await hitPaymentLimit(app, user.id);
          return createPayment(app, user.id, request.body, key);
        },
      );
    },
  );
  app.get(
    '/payment/get/:id',
    { schema: { summary: 'El justificante de un pago', params: idParams, response: payment } },
    async (request) => ({ data: await paymentView(app, currentUser(request).id, request.params.id) }),
  );
  app.post(
    '/payment/confirm/:id',
    {
      schema: {
        summary: 'Terminar (o rechazar) la confirmación de un pago',
        params: idParams,
        body: paymentConfirmSchema,
        response: payment,
      },
    },
    async (request) => ({
      data: await confirmPayment(app, currentUser(request).id, request.params.id, request.body.approve),
    }),
  );
  app.post(
    '/payment/simulate/:id',
    {
      schema: {
        summary: 'Modo de prueba: simular que llega (o no) el dinero de una transferencia, Bizum u OXXO',
        params: idParams,
        body: simulateFundsSchema.omit({ token: true }),
        response: payment,
      },
    },
    async (request) => ({
      data: await simulatePayment(app, currentUser(request).id, request.params.id, request.body.outcome),
    }),
  );
  app.post(
    '/payment/cancel/:id',
    { schema: { summary: 'Cancelar un pago que espera confirmación', params: idParams, response: payment } },
    async (request) => ({ data: await cancelPayment(app, currentUser(request).id, request.params.id) }),
  );
  app.post(
    '/payment/refund/:id',
    {
      schema: {
        summary: 'Devolver un pago (entero o en parte)',
        params: idParams,
        headers: idempotencyHeaders,
        body: refundInputSchema,
        response: payment,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      return idempotentCall(
        app,
        request,
        { operation: 'payment/refund', scope: user.id, body: { id, ...request.body }, keep: replayable },
        async (key) => {
          await hitPaymentLimit(app, user.id);
          return refundPayment(app, user.id, id, request.body.amount, key);
        },
      );
    },
  );
};

export default paymentRoutes;
