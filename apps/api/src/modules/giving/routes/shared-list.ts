import { dataEnvelope, sharedListSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { sharedList } from '../shared-list.js';

/** The list behind a shared link (`regalar?lista={id}`), for anyone who may reach it; a signed-in caller sees what is theirs. */
const sharedListRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['regalar'], access: 'anyone' });

  app.get(
    '/list/shared/:id',
    {
      schema: {
        summary: 'Una lista para regalar desde su enlace: pública, o que puedes abrir con tu sesión',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataEnvelope(sharedListSchema) },
      },
    },
    async (request) => ({ data: await sharedList(app, request.user?.id ?? null, request.params.id) }),
  );
};

export default sharedListRoutes;
