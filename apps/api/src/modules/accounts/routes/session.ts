import { confirmationStatusSchema, dataEnvelope, messageSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { endSession } from '../../sessions/index.js';

/** What the signed-in caller asks about their own session: ending it, and whether their e-mail is confirmed. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'signed-in' });

  app.post(
    '/user/logout',
    { schema: { summary: 'Cerrar la sesión actual', response: { 200: dataEnvelope(messageSchema) } } },
    async (request) => {
      const user = currentUser(request);
      await endSession(app, user.sessionId);
      app.log.info({ event: 'logout', userId: user.id }, 'auth');
      return { data: { message: 'Has cerrado sesión.' } };
    },
  );

  app.put(
    '/user/verificarConfirmacion',
    {
      schema: {
        summary: 'Saber si el correo de la sesión ya está confirmado',
        response: { 200: dataEnvelope(confirmationStatusSchema) },
      },
    },
    async (request) => ({ data: { confirmed: currentUser(request).confirmed } }),
  );
};

export default sessionRoutes;
