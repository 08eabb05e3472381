import { dataEnvelope, thanksTokenBody, thankYouSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { limitThanksLinkReads, readThanksByToken } from '../service.js';

const thankYou = dataEnvelope(thankYouSchema);

/** Reading a thank-you with the link of a guest's e-mail: the link's token, never a session. */
const guestLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['agradecimientos'], access: 'no-session' });

  app.post(
    '/thanks/read',
    {
      schema: {
        summary: 'Leer un mensaje de agradecimiento con el enlace recibido por correo (sin cuenta)',
        body: thanksTokenBody,
        response: { 200: thankYou },
      },
    },
    async (request) => {
      await limitThanksLinkReads(app, request.address);
      return { data: await readThanksByToken(app, request.body.token) };
    },
  );
};

export default guestLinkRoutes;
