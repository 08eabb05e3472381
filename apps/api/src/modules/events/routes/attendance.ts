import {
  dataEnvelope,
  eventDetailSchema,
  eventIdBody,
  inviteResultSchema,
  inviteToEventBody,
  messageSchema,
  respondBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import {
  answerJoinRequest,
  applyToEvent,
  getEvent,
  inviteToEvent,
  leaveEvent,
  respondToInvitation,
} from '../service.js';

const message = dataEnvelope(messageSchema);
const detail = dataEnvelope(eventDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Who goes: invitations and their answers, join requests and their answers, and leaving an event. */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/friend/applyToParticipateEvent',
    {
      schema: {
        summary: 'Pedir unirse a un evento (desde su enlace o QR)',
        body: eventIdBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await applyToEvent(app, user, request.body.eventId);
      return { data: await getEvent(app, user.id, request.body.eventId) };
    },
  );

  app.put(
    '/event/request/respond/:id/:userId',
    {
      schema: {
        summary: 'Aceptar o rechazar a quien pidió unirse (solo quien organiza)',
        params: z.object({ id: z.string().max(64), userId: z.uuid() }),
        body: respondBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await answerJoinRequest(app, user, request.params.id, request.params.userId, request.body.accept);
      return { data: await getEvent(app, user.id, request.params.id) };
    },
  );

  app.delete(
    '/friend/leaveTheEvent/:id',
    {
      schema: {
        summary: 'Dejar un evento, o retirar mi solicitud para ir',
        params: idParams,
        response: { 200: message },
      },
    },
    async (request) => {
      const outcome = await leaveEvent(app, currentUser(request), request.params.id);
      const text =
        outcome === 'withdrawn'
          ? 'Has retirado tu solicitud para ir.'
          : 'Has dejado el evento. Hemos avisado a quien lo organiza.';
      return { data: { message: text } };
    },
  );
};

export default attendanceRoutes;
