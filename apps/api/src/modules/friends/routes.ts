import {
  dataEnvelope,
  friendListQuery,
  friendRequestsSchema,
  friendSearchQuery,
  inviteLinkSchema,
  messageSchema,
  pageEnvelope,
  personSummarySchema,
  personWithRelationSchema,
  relationResultSchema,
  userIdBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_LOOKUP_PER_ACCOUNT,
  CONTACT_LOOKUP_PER_ADDRESS,
  CONTACT_LOOKUP_PER_SESSION,
  PEOPLE_SEARCH_PER_ADDRESS,
  PEOPLE_SEARCH_PER_SESSION,
} from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import {
  acceptRequest,
  blockPerson,
  cancelRequest,
  contactLookup,
  declineRequest,
  listBlocked,
  listFriends,
  listRequests,
  removeFriend,
  requestFriendship,
  searchPeople,
  unblockPerson,
} from './service.js';

const tags = ['amigos'];
const security = [{ typeToken: [] }];
const message = dataEnvelope(messageSchema);
const idParams = z.object({ id: z.string().max(64) });
const userParams = z.object({ userId: z.uuid() });

/** The `amigos` page: find people, requests, friends, blocks and the invitation link. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/friend/search',
    {
      schema: {
        tags,
        security,
        summary: 'Buscar personas por nombre, o por correo o teléfono exactos',
        querystring: friendSearchQuery,
        response: { 200: pageEnvelope(personWithRelationSchema) },
      },
    },
    async (request) => {
      const { sea, lim, pos } = request.query;
      const user = currentUser(request);
      await app.rateLimit.hit(`friend-search:session:${user.sessionId}`, PEOPLE_SEARCH_PER_SESSION);
      await app.rateLimit.hit(`friend-search:ip:${request.address}`, PEOPLE_SEARCH_PER_ADDRESS);
      if (contactLookup(sea)) {
        await app.rateLimit.hit(`contact-lookup:session:${user.sessionId}`, CONTACT_LOOKUP_PER_SESSION);
        await app.rateLimit.hit(`contact-lookup:account:${user.id}`, CONTACT_LOOKUP_PER_ACCOUNT);
        await app.rateLimit.hit(`contact-lookup:ip:${request.address}`, CONTACT_LOOKUP_PER_ADDRESS);
      }
      return { data: await searchPeople(app, user.id, sea, lim, pos) };
    },
  );

  app.get(
    '/friend/getPagination',
    {
      schema: {
        tags,
        security,
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

  app.get(
    '/friend/requests',
    {
      schema: {
        tags,
        security,
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
        tags,
        security,
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
        tags,
        security,
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
        tags,
        security,
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
        tags,
        security,
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

  app.delete(
    '/friend/delete/:userId',
    {
      schema: {
        tags,
        security,
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

  app.post(
    '/friend/block',
    {
      schema: {
        tags,
        security,
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
        tags,
        security,
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
        tags,
        security,
        summary: 'Personas que he bloqueado',
        response: { 200: dataEnvelope(z.array(personSummarySchema)) },
      },
    },
    async (request) => ({ data: await listBlocked(app, currentUser(request).id) }),
  );

  app.get(
    '/friend/inviteLink',
    {
      schema: {
        tags,
        security,
        summary: 'Enlace para invitar a alguien que aún no está en Detalle',
        response: { 200: dataEnvelope(inviteLinkSchema) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      // Registering through this link sends me a friend request from the newcomer (web: register?invita=).
      const url = `${app.config.publicUrl}/register?invita=${me.id}`;
      return {
        data: {
          url,
          text: `${me.name} te invita a Detalle, para compartir listas de regalos y fechas especiales.`,
        },
      };
    },
  );
};

export default routes;
