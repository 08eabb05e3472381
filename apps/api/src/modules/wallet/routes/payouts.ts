import {
  dataEnvelope,
  onboardSchema,
  payoutInputSchema,
  payoutQuoteQuery,
  payoutQuoteSchema,
  payoutSchema,
  payoutStatusSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYOUTS_PER_ACCOUNT } from '../../../limits.js';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { idempotencyHeaders, idempotentCall } from '../../payments/index.js';
import { createPayout, onboard, payoutStatus, quotePayout } from '../payouts.js';
import { payoutView } from '../receipts.js';

const idParams = z.object({ id: z.string().max(64) });

/** Withdrawing my money to my bank account: whether I can, what it costs, and its receipt. */
const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'signed-in' });

  app.get(
    '/payout/status',
    {
      schema: {
        summary: 'Si puedo retirar dinero y a qué cuentas',
        response: { 200: dataEnvelope(payoutStatusSchema) },
      },
    },
    async (request) => ({ data: await payoutStatus(app, currentUser(request).id) }),
  );
  app.post(
    '/payout/onboard',
    {
      schema: {
        summary: 'Completar mis datos con el proveedor de pagos',
        response: { 200: dataEnvelope(onboardSchema) },
      },
    },
    async (request) => ({ data: await onboard(app, currentUser(request).id) }),
  );
  app.get(
    '/payout/quote',
    {
      schema: {
        summary: 'Cuánto cuesta una retirada y cuándo llega',
        querystring: payoutQuoteQuery,
        response: { 200: dataEnvelope(payoutQuoteSchema) },
      },
    },
    async (request) => ({ data: quotePayout(app, request.query.amount, request.query.currency) }),
  );
  app.post(
    '/payout/save',
    {
      schema: {
        summary: 'Retirar dinero a mi cuenta',
        headers: idempotencyHeaders,
        body: payoutInputSchema,
        response: { 200: dataEnvelope(payoutSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return idempotentCall(app, request, { operation: 'payout/save', scope: user.id }, async (key) => {
        await app.rateLimit.hit(`payout:account:${user.id}`, PAYOUTS_PER_ACCOUNT);
        return createPayout(app, user.id, request.body, key);
      });
    },
  );
  app.get(
    '/payout/get/:id',
    {
      schema: {
        summary: 'El justificante de una retirada',
        params: idParams,
        response: { 200: dataEnvelope(payoutSchema) },
      },
    },
    async (request) => ({ data: await payoutView(app, currentUser(request).id, request.params.id) }),
  );
};

export default payoutRoutes;
