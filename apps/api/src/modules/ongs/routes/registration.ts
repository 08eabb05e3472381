import { dataEnvelope, registerOngBody, sessionUserSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_UP_PER_ADDRESS } from '../../../limits.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { registerOng } from '../registration.js';

/** `register-ong`: an organisation signs up like a person, limited per address like any sign-up. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'no-session' });

  app.post(
    '/ong/save',
    {
      onRequest: async (request) => app.rateLimit.hit(`register:ip:${request.address}`, SIGN_UP_PER_ADDRESS),
      schema: {
        summary: 'Registrar una organización (ONG)',
        body: registerOngBody,
        response: { 200: dataEnvelope(sessionUserSchema) },
      },
    },
    async (request) => ({ data: await registerOng(app, request.body, request.headers['user-agent']) }),
  );
};

export default registrationRoutes;
