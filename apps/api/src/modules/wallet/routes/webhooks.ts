import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../errors.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { mercadoPagoOf, receiveWebhook } from '../../payments/index.js';

/** The provider's webhooks: its signature is over the exact bytes it sent, so the body stays raw here. */
const webhookRoutes: FastifyPluginAsync = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'no-session' });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhook/stripe',
    { schema: { summary: 'Avisos de Stripe (firmados)', hide: true } },
    async (request) => {
      const parse = app.payments.parseWebhook;
      if (app.payments.name !== 'stripe' || !parse) throw new AppError('NOT_FOUND');
      // No body at all (no content type) is an empty one: refused by the signature, never a crash.
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = parse.call(app.payments, { rawBody, headers: request.headers });
      return { data: await receiveWebhook(app, event) };
    },
  );

  app.post(
    '/webhook/mercadopago',
    { schema: { summary: 'Avisos de MercadoPago (firmados)', hide: true } },
    async (request) => {
      const mp = mercadoPagoOf(app);
      if (!mp) throw new AppError('NOT_FOUND');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = mp.parseWebhook({ rawBody, headers: request.headers });
      return { data: await receiveWebhook(app, event, mp.name) };
    },
  );
};

export default webhookRoutes;
