import { friendListsQuery, listQuery, listSchema, pageEnvelope } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { friendsLists, listLists } from '../service.js';

/** My lists or a person's I can see, and my friends' lists, by pages. */
const browsingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['listas'], access: 'signed-in' });

  app.get(
    '/list/getPagination',
    {
      schema: {
        summary: 'Mis listas, o las de una persona que puedo ver',
        querystring: listQuery,
        response: { 200: pageEnvelope(listSchema) },
      },
    },
    async (request) => ({ data: await listLists(app, currentUser(request).id, request.query) }),
  );

  app.get(
    '/list/friendList',
    {
      schema: {
        summary: 'Listas de mis amigos',
        querystring: friendListsQuery,
        response: { 200: pageEnvelope(listSchema) },
      },
    },
    async (request) => ({ data: await friendsLists(app, currentUser(request).id, request.query) }),
  );
};

export default browsingRoutes;
