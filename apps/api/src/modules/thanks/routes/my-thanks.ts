import {
  dataEnvelope,
  pageEnvelope,
  receivedGiftSchema,
  receivedQuery,
  thanksInputSchema,
  thanksSentSchema,
  thankYouSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { listReceived, readThanks, sendThanks } from '../service.js';

const thankYou = dataEnvelope(thankYouSchema);

/** What I received and my thanks for it, and reading a thank-you sent to me. */
const myThanksRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['agradecimientos'], access: 'signed-in' });

  app.get(
    '/gift/received',
    {
      schema: {
        summary: 'Regalos recibidos: qué, cuándo, de quién (tras la revelación) y si ya lo agradecí',
        querystring: receivedQuery,
        response: { 200: pageEnvelope(receivedGiftSchema) },
      },
    },
    async (request) => ({ data: await listReceived(app, currentUser(request), request.query) }),
  );

  app.post(
    '/thanks/save',
    {
      schema: {
        summary: 'Dar las gracias por uno o varios regalos recibidos (una nota por persona)',
        body: thanksInputSchema,
        response: { 200: dataEnvelope(thanksSentSchema) },
      },
    },
    async (request) => ({ data: await sendThanks(app, currentUser(request), request.body) }),
  );

  app.get(
    '/thanks/get/:id',
    {
      schema: {
        summary: 'Leer un mensaje de agradecimiento que me enviaron',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: thankYou },
      },
    },
    async (request) => ({ data: await readThanks(app, currentUser(request).id, request.params.id) }),
  );
};

export default myThanksRoutes;
