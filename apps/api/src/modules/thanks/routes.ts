import {
  dataEnvelope,
  pageEnvelope,
  receivedGiftSchema,
  receivedQuery,
  thanksInputSchema,
  thanksSentSchema,
  thanksTokenBody,
  thankYouSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { THANKS_LINK_READS_PER_ADDRESS } from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import { listReceived, readThanks, readThanksByToken, sendThanks } from './service.js';

const tags = ['agradecimientos'];
const security = [{ typeToken: [] }];
const thankYou = dataEnvelope(thankYouSchema);

/** `agradecimiento`: what I received and my thanks for it; reading a thank-you, signed in or by a guest's link. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/thanks/read',
    {
      schema: {
        tags,
        summary: 'Leer un mensaje de agradecimiento con el enlace recibido por correo (sin cuenta)',
        body: thanksTokenBody,
        response: { 200: thankYou },
      },
    },
    async (request) => {
      await app.rateLimit.hit(`thanks-link:ip:${request.address}`, THANKS_LINK_READS_PER_ADDRESS);
      return { data: await readThanksByToken(app, request.body.token) };
    },
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);

    authed.get(
      '/gift/received',
      {
        schema: {
          tags,
          security,
          summary: 'Regalos recibidos: qué, cuándo, de quién (tras la revelación) y si ya lo agradecí',
          querystring: receivedQuery,
          response: { 200: pageEnvelope(receivedGiftSchema) },
        },
      },
      async (request) => ({ data: await listReceived(app, currentUser(request), request.query) }),
    );
    authed.post(
      '/thanks/save',
      {
        schema: {
          tags,
          security,
          summary: 'Dar las gracias por uno o varios regalos recibidos (una nota por persona)',
          body: thanksInputSchema,
          response: { 200: dataEnvelope(thanksSentSchema) },
        },
      },
      async (request) => ({ data: await sendThanks(app, currentUser(request), request.body) }),
    );
    authed.get(
      '/thanks/get/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Leer un mensaje de agradecimiento que me enviaron',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: thankYou },
        },
      },
      async (request) => ({ data: await readThanks(app, currentUser(request).id, request.params.id) }),
    );
  });
};

export default routes;
