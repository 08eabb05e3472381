import { charityChoiceBody, charityOngSchema, dataEnvelope } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { setEventCharity, setListCharity } from '../charity.js';

const idParams = z.object({ id: z.string().max(64) });

/** "Dona a una ONG en lugar de regalarme": choosing (or removing) the ONG of my list or event. */
const charityRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'signed-in' });

  app.put(
    '/list/charity/:id',
    {
      schema: {
        summary: 'Dona a una ONG en lugar de regalarme: elegir (o quitar) la ONG de mi lista',
        params: idParams,
        body: charityChoiceBody,
        response: { 200: dataEnvelope(charityOngSchema.nullable()) },
      },
    },
    async (request) => ({
      data: await setListCharity(app, currentUser(request).id, request.params.id, request.body.ongId),
    }),
  );

  app.put(
    '/event/charity/:id',
    {
      schema: {
        summary: 'Dona a una ONG en lugar de regalarme: elegir (o quitar) la ONG de mi evento',
        params: idParams,
        body: charityChoiceBody,
        response: { 200: dataEnvelope(charityOngSchema.nullable()) },
      },
    },
    async (request) => ({
      data: await setEventCharity(app, currentUser(request).id, request.params.id, request.body.ongId),
    }),
  );
};

export default charityRoutes;
