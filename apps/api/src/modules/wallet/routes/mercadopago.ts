import { dataEnvelope, mercadoPagoConnectSchema, singleLineText } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { collectorLink, connectCollector, removeCollector } from '../../payments/index.js';

const callbackQuery = z.object({
  code: singleLineText().max(512).optional(),
  state: singleLineText().max(512).optional(),
  error: singleLineText().max(200).optional(),
});

/**
 * A recipient connects their MercadoPago account, so the gifts given to them by MercadoPago are collected there
 * (`payments/collectors.ts`): the link to MercadoPago's authorization page, the page it sends them back to, and
 * forgetting the account.
 */
const mercadoPagoRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    routeGroup(signedIn, { tags: ['billetera'], access: 'signed-in' });
    signedIn.post(
      '/payout/mercadopago/connect',
      {
        schema: {
          summary: 'Conectar mi cuenta de MercadoPago: la página de MercadoPago donde lo autorizo',
          response: { 200: dataEnvelope(mercadoPagoConnectSchema) },
        },
      },
      async (request) => ({ data: await collectorLink(app, currentUser(request).id) }),
    );
    signedIn.post(
      '/payout/mercadopago/disconnect',
      {
        schema: {
          summary: 'Desconectar mi cuenta de MercadoPago',
          response: { 200: dataEnvelope(z.object({ connected: z.literal(false) })) },
        },
      },
      async (request) => {
        await removeCollector(app, currentUser(request).id);
        return { data: { connected: false as const } };
      },
    );
  };

  const backRoutes: FastifyPluginAsyncZod = async (back) => {
    // MercadoPago sends the browser here: no session header comes with it; the signed state names the person.
    routeGroup(back, { tags: ['billetera'], access: 'no-session' });
    back.get(
      '/payout/mercadopago/callback',
      {
        schema: {
          summary: 'Vuelta de MercadoPago tras autorizar (redirige a la billetera)',
          // A browser's landing page, not a call for API clients: it answers only redirects.
          hide: true,
          querystring: callbackQuery,
        },
      },
      async (request, reply) => {
        const page = `${app.config.publicUrl}/billetera/retirar`;
        const { code, state, error } = request.query;
        try {
          if (error || !code || !state)
            throw new AppError('BAD_REQUEST', 'No has autorizado a Detalle en MercadoPago.');
          await connectCollector(app, code, state);
          return reply.redirect(`${page}?mercadopago=conectado`, 303);
        } catch (err) {
          // A browser is waiting: it goes back to the wallet, which says what happened (MercadoPago down too).
          if (!(err instanceof AppError)) throw err;
          return reply.redirect(`${page}?mercadopago=error&motivo=${encodeURIComponent(err.message)}`, 303);
        }
      },
    );
  };

  await app.register(signedInRoutes);
  await app.register(backRoutes);
};

export default mercadoPagoRoutes;
