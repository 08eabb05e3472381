import { dataEnvelope, sessionUserSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['usuarios'],
        summary: 'La persona de la sesión actual (el `user` que guarda la web)',
        security: [{ typeToken: [] }],
        response: { 200: dataEnvelope(sessionUserSchema) },
      },
    },
    async (request) => {
      const { sessionId: _session, ...user } = currentUser(request);
      return { data: user };
    },
  );
};

export default routes;
