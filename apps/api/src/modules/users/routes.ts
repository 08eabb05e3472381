import { dataEnvelope, sessionUserSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { routeGroup } from '../../plugins/route-group.js';

/** The person of the current session. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['usuarios'], access: 'signed-in' });

  app.get(
    '/user/me',
    {
      schema: {
        summary: 'La persona de la sesión actual (el `user` que guarda la web)',
        response: { 200: dataEnvelope(sessionUserSchema) },
      },
    },
    async (request) => {
      const { sessionId: _session, ...user } = currentUser(request);
      return { data: user };
    },
  );
};

export default userRoutes;
