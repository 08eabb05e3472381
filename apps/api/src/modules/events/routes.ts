import {
  dataEnvelope,
  eventDetailSchema,
  eventIdBody,
  eventInputSchema,
  eventQuery,
  eventSchema,
  eventUpdateSchema,
  inviteResultSchema,
  inviteToEventBody,
  messageSchema,
  monthQuery,
  pageEnvelope,
  paginationQuery,
  respondBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  answerJoinRequest,
  applyToEvent,
  createEvent,
  deleteEvent,
  eventsInMonth,
  getEvent,
  guestEvents,
  inviteToEvent,
  leaveEvent,
  listEvents,
  previousEvents,
  removeParticipant,
  respondToInvitation,
  upcomingEvents,
  updateEvent,
} from './service.js';

const tags = ['eventos'];
const security = [{ typeToken: [] }];
const message = dataEnvelope(messageSchema);
const detail = dataEnvelope(eventDetailSchema);
const page = pageEnvelope(eventSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Seed §7 "Events", plus the two answers the seed does not show (invitation and join request). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Public events open without a session (evento/{id}); everything else needs one.
  app.get(
    '/event/get/:id',
    {
      onRequest: app.identify,
      schema: { tags, summary: 'Un evento, si puedes verlo', params: idParams, response: { 200: detail } },
    },
    async (request) => ({ data: await getEvent(app, request.user?.id ?? null, request.params.id) }),
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);

    authed.get(
      '/event/getPagination',
      {
        schema: {
          tags,
          security,
          summary: 'Mis eventos, o los de un amigo o persona, por páginas',
          querystring: eventQuery,
          response: { 200: page },
        },
      },
      async (request) => ({ data: await listEvents(app, currentUser(request).id, request.query) }),
    );
    authed.get(
      '/event/byDate',
      {
        schema: {
          tags,
          security,
          summary: 'Mis eventos de un mes (month 1–12, year, tz opcional) para el calendario',
          querystring: monthQuery,
          response: { 200: dataEnvelope(z.array(eventSchema)) },
        },
      },
      async (request) => {
        const { month, year, tz } = request.query;
        return { data: await eventsInMonth(app, currentUser(request).id, year, month, tz) };
      },
    );
    authed.get(
      '/event/upcoming',
      {
        schema: {
          tags,
          security,
          summary: 'Mis próximos eventos',
          querystring: paginationQuery,
          response: { 200: page },
        },
      },
      async (request) => ({
        data: await upcomingEvents(app, currentUser(request).id, request.query.lim, request.query.pos),
      }),
    );
    authed.get(
      '/event/previous',
      {
        schema: {
          tags,
          security,
          summary: 'Mis eventos pasados',
          querystring: paginationQuery,
          response: { 200: page },
        },
      },
      async (request) => ({
        data: await previousEvents(app, currentUser(request).id, request.query.lim, request.query.pos),
      }),
    );
    authed.get(
      '/event/guest',
      {
        schema: {
          tags,
          security,
          summary: 'Eventos a los que me han invitado',
          querystring: paginationQuery,
          response: { 200: page },
        },
      },
      async (request) => ({
        data: await guestEvents(app, currentUser(request).id, request.query.lim, request.query.pos),
      }),
    );
    authed.post(
      '/event/save',
      {
        schema: {
          tags,
          security,
          summary: 'Crear un evento',
          body: eventInputSchema,
          response: { 200: detail },
        },
      },
      async (request) => ({ data: await createEvent(app, currentUser(request).id, request.body) }),
    );
    authed.put(
      '/event/update/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Cambiar un evento (solo quien lo organiza)',
          params: idParams,
          body: eventUpdateSchema,
          response: { 200: detail },
        },
      },
      async (request) => ({
        data: await updateEvent(app, currentUser(request).id, request.params.id, request.body),
      }),
    );
    authed.delete(
      '/event/delete/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Borrar un evento; avisa a quienes iban',
          params: idParams,
          response: { 200: message },
        },
      },
      async (request) => {
        await deleteEvent(app, currentUser(request), request.params.id);
        return { data: { message: 'Evento borrado. Hemos avisado a los invitados.' } };
      },
    );
    authed.delete(
      '/event/participant/delete/:eventId/:participantId',
      {
        schema: {
          tags,
          security,
          summary: 'Quitar a alguien del evento (solo quien lo organiza)',
          params: z.object({ eventId: z.string().max(64), participantId: z.uuid() }),
          response: { 200: message },
        },
      },
      async (request) => {
        await removeParticipant(
          app,
          currentUser(request).id,
          request.params.eventId,
          request.params.participantId,
        );
        return { data: { message: 'Esa persona ya no está en el evento.' } };
      },
    );
    authed.post(
      '/friend/inviteToEvento',
      {
        schema: {
          tags,
          security,
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
    authed.put(
      '/event/invitation/respond/:id',
      {
        schema: {
          tags,
          security,
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
    authed.post(
      '/friend/applyToParticipateEvent',
      {
        schema: {
          tags,
          security,
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
    authed.put(
      '/event/request/respond/:id/:userId',
      {
        schema: {
          tags,
          security,
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
    authed.delete(
      '/friend/leaveTheEvent/:id',
      {
        schema: {
          tags,
          security,
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
  });
};

export default routes;
