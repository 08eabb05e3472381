import { dataEnvelope, registerOngBody, sessionUserSchema, userTypes } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_UP_PER_ADDRESS } from '../../limits.js';
import { registerAccount } from '../accounts/service.js';

/**
 * `register-ong`: an organisation signs up like a person (type 2) and stays
 * "pendiente de verificación" until an operator runs `npm run ong:verify -- <email or id>`.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ong/save',
    {
      onRequest: async (request) => app.rateLimit.hit(`register:ip:${request.address}`, SIGN_UP_PER_ADDRESS),
      schema: {
        tags: ['cuenta'],
        summary: 'Registrar una organización (ONG)',
        body: registerOngBody,
        response: { 200: dataEnvelope(sessionUserSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const session = await registerAccount(
        app,
        {
          name: b.name,
          lastname: '',
          email: b.email,
          codephone: b.codephone,
          mobile: b.mobile,
          password: b.password,
          type: userTypes.ong,
          ong: {
            legalId: b.legalId,
            country: b.country,
            website: b.website ?? null,
            description: b.description,
          },
        },
        request.headers['user-agent'],
      );
      return { data: session };
    },
  );
};

export default routes;
