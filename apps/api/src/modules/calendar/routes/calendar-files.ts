import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { eventIcs, feedText } from '../service.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The feed behind a private address: calendar apps fetch it with the address's secret token alone, never a session. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['calendario'], access: 'no-session' });

  app.get(
    '/calendar/:file',
    {
      schema: {
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
};

/** One event as an .ics file to add by hand, for whoever may see it (signed in or not). */
export const eventFileRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['calendario'], access: 'anyone' });

  app.get(
    '/event/ics/:id',
    {
      schema: {
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
