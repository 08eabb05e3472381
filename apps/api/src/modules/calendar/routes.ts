import { calendarFeedSchema, dataEnvelope } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { calendarFeed, eventIcs, feedText, renewCalendarFeed, revokeCalendarFeed } from './service.js';

const tags = ['calendario'];
const security = [{ typeToken: [] }];
const feed = dataEnvelope(calendarFeedSchema);
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The private calendar address (managed in `config`), the feed itself, and one event as an .ics file. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Mi dirección privada de calendario', response: { 200: feed } },
    },
    async (request) => ({ data: await calendarFeed(app, currentUser(request).id) }),
  );
  app.post(
    '/calendar/feed/renew',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Crear o renovar mi dirección de calendario (la anterior deja de funcionar)',
        response: { 200: feed },
      },
    },
    async (request) => ({ data: await renewCalendarFeed(app, currentUser(request).id) }),
  );
  app.delete(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Revocar mi dirección de calendario', response: { 200: feed } },
    },
    async (request) => ({ data: await revokeCalendarFeed(app, currentUser(request).id) }),
  );

  // No session: calendar apps fetch it with the secret token of the address alone.
  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary: 'El calendario de una dirección privada (text/calendar)',
        params: z.object({ file: z.string().max(80) }),
        response: {
          200: {
            description:
              'El calendario (iCalendar): tus eventos, tus fechas especiales y los cumpleaños de tus amigos.',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const text = await feedText(app, request.params.file.replace(/\.ics$/, ''));
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );

  app.get(
    '/event/ics/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Un evento como archivo .ics, si puedes verlo',
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: {
            description: 'El evento como archivo .ics, para añadirlo a tu calendario.',
            content: { 'text/calendar': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const text = await eventIcs(app, request.user?.id ?? null, request.params.id);
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'attachment; filename="evento.ics"')
        .send(text);
    },
  );
};

export default routes;
