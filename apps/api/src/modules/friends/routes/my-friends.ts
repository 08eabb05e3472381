import {
  dataEnvelope,
  friendListQuery,
  inviteLinkSchema,
  messageSchema,
  pageEnvelope,
  personSummarySchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { inviteLink } from '../invite-link.js';
import { listFriends, removeFriend } from '../service.js';

const message = dataEnvelope(messageSchema);
const userParams = z.object({ userId: z.uuid() });

/** My friends, ending a friendship, and the link to invite someone not yet on Detalle. */
const myFriendRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigos'], access: 'signed-in' });

  app.get(
    '/friend/getPagination',
    {
      schema: {
        summary: 'Mis amigos',
        querystring: friendListQuery,
        response: { 200: pageEnvelope(personSummarySchema) },
      },
    },
    async (request) => {
      const { lim, pos, sea } = request.query;
      return { data: await listFriends(app, currentUser(request).id, lim, pos, sea) };
    },
  );

  app.delete(
    '/friend/delete/:userId',
    {
      schema: {
        summary: 'Dejar de ser amigos',
        params: userParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await removeFriend(app, currentUser(request).id, request.params.userId);
      return { data: { message: 'Ya no sois amigos.' } };
    },
  );

  app.get(
    '/friend/inviteLink',
    {
      schema: {
        summary: 'Enlace para invitar a alguien que aún no está en Detalle',
        response: { 200: dataEnvelope(inviteLinkSchema) },
      },
    },
    async (request) => ({ data: inviteLink(app, currentUser(request)) }),
  );
};

export default myFriendRoutes;
