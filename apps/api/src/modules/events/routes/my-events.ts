import {
  dataEnvelope,
  eventQuery,
  eventSchema,
  monthQuery,
  pageEnvelope,
  paginationQuery,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { eventsInMonth, guestEvents, listEvents, previousEvents, upcomingEvents } from '../service.js';

const page = pageEnvelope(eventSchema);

/** The caller's events, a friend's or a person's, by pages, by month, upcoming, past and invited to. */
const myEventRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['eventos'], access: 'signed-in' });

  app.get(
    '/event/getPagination',
    {
      schema: {
        summary: 'Mis eventos, o los de un amigo o persona, por páginas',
        querystring: eventQuery,
        response: { 200: page },
      },
    },
    async (request) => ({ data: await listEvents(app, currentUser(request).id, request.query) }),
  );

  app.get(
    '/event/byDate',
    {
      schema: {
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

  app.get(
    '/event/upcoming',
    {
      schema: {
        summary: 'Mis próximos eventos',
        querystring: paginationQuery,
        response: { 200: page },
      },
    },
    async (request) => ({
      data: await upcomingEvents(app, currentUser(request).id, request.query.lim, request.query.pos),
    }),
  );

  app.get(
    '/event/previous',
    {
      schema: {
        summary: 'Mis eventos pasados',
        querystring: paginationQuery,
        response: { 200: page },
      },
    },
    async (request) => ({
      data: await previousEvents(app, currentUser(request).id, request.query.lim, request.query.pos),
    }),
  );

  app.get(
    '/event/guest',
    {
      schema: {
        summary: 'Eventos a los que me han invitado',
        querystring: paginationQuery,
        response: { 200: page },
      },
    },
    async (request) => ({
      data: await guestEvents(app, currentUser(request).id, request.query.lim, request.query.pos),
    }),
  );
};

export default myEventRoutes;
