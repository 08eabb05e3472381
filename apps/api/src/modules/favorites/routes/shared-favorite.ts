import { dataEnvelope, favoriteSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { getFavorite } from '../service.js';

const idParams = z.object({ id: z.string().max(64) });

/** One shared favorite: without a session when what it points to is public. */
const sharedFavoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['favoritos'], access: 'anyone' });

  app.get(
    '/favorite/get/:id',
    {
      schema: {
        summary: 'Un favorito compartido (sin sesión, si lo que señala es público)',
        params: idParams,
        response: { 200: dataEnvelope(favoriteSchema) },
      },
    },
    async (request) => ({ data: await getFavorite(app, request.user?.id ?? null, request.params.id) }),
  );
};

export default sharedFavoriteRoutes;
