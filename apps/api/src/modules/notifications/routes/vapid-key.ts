import { dataEnvelope, vapidKeySchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../../plugins/route-group.js';

/** The public VAPID key a browser needs to subscribe to Web Push, before any session. */
const vapidKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['notificaciones'], access: 'no-session' });

  app.get(
    '/notify/vapidPublicKey',
    {
      schema: {
        summary: 'La clave pública VAPID para suscribirse a Web Push',
        response: { 200: dataEnvelope(vapidKeySchema) },
      },
    },
    async () => ({ data: { publicKey: app.vapidPublicKey } }),
  );
};

export default vapidKeyRoutes;
