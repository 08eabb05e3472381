import { friendSearchQuery, pageEnvelope, personWithRelationSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { limitPeopleSearch } from '../search-limits.js';
import { searchPeople } from '../service.js';

/** Finding people by name, or by an exact e-mail or phone (limited per session, account and address). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigos'], access: 'signed-in' });

  app.get(
    '/friend/search',
    {
      schema: {
        summary: 'Buscar personas por nombre, o por correo o teléfono exactos',
        querystring: friendSearchQuery,
        response: { 200: pageEnvelope(personWithRelationSchema) },
      },
    },
    async (request) => {
      const { sea, lim, pos } = request.query;
      const user = currentUser(request);
      await limitPeopleSearch(app, user, request.address, sea);
      return { data: await searchPeople(app, user.id, sea, lim, pos) };
    },
  );
};

export default searchRoutes;
