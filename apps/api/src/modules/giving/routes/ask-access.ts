import { dataEnvelope, relationResultSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { askForList } from '../shared-list.js';

/** From a friends-only list's link that is not for me yet: ask its owner for friendship (signed in). */
const askAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['regalar'], access: 'signed-in' });

  app.post(
    '/list/shared/:id/askAccess',
    {
      schema: {
        summary: 'Pedir amistad a quien hizo una lista solo para amigos, para poder verla',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataEnvelope(relationResultSchema) },
      },
    },
    async (request) => ({ data: await askForList(app, currentUser(request), request.params.id) }),
  );
};

export default askAccessRoutes;
