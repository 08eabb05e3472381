import { dataEnvelope, messageSchema, personSummarySchema, userIdBody } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { blockPerson, listBlocked, unblockPerson } from '../service.js';

const message = dataEnvelope(messageSchema);
const userParams = z.object({ userId: z.uuid() });

/** Blocking and unblocking a person, and the people I have blocked. */
const blockingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigos'], access: 'signed-in' });

  app.post(
    '/friend/block',
    {
      schema: {
        summary: 'Bloquear a una persona',
        body: userIdBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await blockPerson(app, currentUser(request).id, request.body.userId);
      return { data: { message: 'Has bloqueado a esta persona. No podrá encontrarte ni invitarte.' } };
    },
  );

  app.delete(
    '/friend/unblock/:userId',
    {
      schema: {
        summary: 'Desbloquear a una persona',
        params: userParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await unblockPerson(app, currentUser(request).id, request.params.userId);
      return { data: { message: 'Has desbloqueado a esta persona.' } };
    },
  );

  app.get(
    '/friend/blocked',
    {
      schema: {
        summary: 'Personas que he bloqueado',
        response: { 200: dataEnvelope(z.array(personSummarySchema)) },
      },
    },
    async (request) => ({ data: await listBlocked(app, currentUser(request).id) }),
  );
};

export default blockingRoutes;
