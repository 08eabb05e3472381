import {
  dataEnvelope,
  friendRequestsSchema,
  messageSchema,
  relationResultSchema,
  userIdBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { acceptRequest, cancelRequest, declineRequest, listRequests, requestFriendship } from '../service.js';

const message = dataEnvelope(messageSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Friend requests: those received and sent, sending one, and accepting, declining or cancelling it. */
const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigos'], access: 'signed-in' });

  app.get(
    '/friend/requests',
    {
      schema: {
        summary: 'Solicitudes de amistad recibidas y enviadas',
        response: { 200: dataEnvelope(friendRequestsSchema) },
      },
    },
    async (request) => ({ data: await listRequests(app, currentUser(request).id) }),
  );

  app.post(
    '/friend/request',
    {
      schema: {
        summary: 'Enviar una solicitud de amistad (o aceptar la suya, si ya te la envió)',
        body: userIdBody,
        response: { 200: dataEnvelope(relationResultSchema) },
      },
    },
    async (request) => ({ data: await requestFriendship(app, currentUser(request), request.body.userId) }),
  );

  app.put(
    '/friend/accept/:id',
    {
      schema: {
        summary: 'Aceptar una solicitud recibida',
        params: idParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await acceptRequest(app, currentUser(request), request.params.id);
      return { data: { message: '¡Ya sois amigos!' } };
    },
  );

  app.put(
    '/friend/decline/:id',
    {
      schema: {
        summary: 'Rechazar una solicitud recibida',
        params: idParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await declineRequest(app, currentUser(request).id, request.params.id);
      return { data: { message: 'Solicitud rechazada.' } };
    },
  );

  app.delete(
    '/friend/cancel/:id',
    {
      schema: {
        summary: 'Cancelar una solicitud enviada',
        params: idParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await cancelRequest(app, currentUser(request).id, request.params.id);
      return { data: { message: 'Solicitud cancelada.' } };
    },
  );
};

export default requestRoutes;
