import {
  dataEnvelope,
  eventDetailSchema,
  inviteResultSchema,
  inviteToEventBody,
  respondBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { getEvent, inviteToEvent, respondToInvitation } from '../service.js';

const detail = dataEnvelope(eventDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Invitations to an event: inviting friends to mine, and answering one. */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['eventos'], access: 'signed-in' });

  app.post(
    '/friend/inviteToEvento',
    {
      schema: {
        summary: 'Invitar a amigos a mi evento',
        body: inviteToEventBody,
        response: { 200: dataEnvelope(inviteResultSchema) },
      },
    },
    async (request) => {
      const invited = await inviteToEvent(
        app,
        currentUser(request),
        request.body.eventId,
        request.body.userIds,
      );
      return {
        data: {
          invited,
          message: invited === 1 ? 'Invitación enviada.' : `Invitaciones enviadas: ${invited}.`,
        },
      };
    },
  );

  app.put(
    '/event/invitation/respond/:id',
    {
      schema: {
        summary: 'Aceptar o rechazar una invitación',
        params: idParams,
        body: respondBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await respondToInvitation(app, user, request.params.id, request.body.accept);
      return { data: await getEvent(app, user.id, request.params.id) };
    },
  );
};

export default invitationRoutes;
