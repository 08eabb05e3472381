import { dataEnvelope, eventDetailSchema, eventIdBody, messageSchema, respondBody } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { answerJoinRequest, applyToEvent, getEvent, leaveEvent } from '../service.js';

const message = dataEnvelope(messageSchema);
const detail = dataEnvelope(eventDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Asking to join an event, answering who asked (whoever organises it), and leaving an event. */
const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['eventos'], access: 'signed-in' });

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

export default joinRequestRoutes;
