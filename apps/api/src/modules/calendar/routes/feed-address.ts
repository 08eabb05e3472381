import { calendarFeedSchema, dataEnvelope } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { calendarFeed, renewCalendarFeed, revokeCalendarFeed } from '../service.js';

const feed = dataEnvelope(calendarFeedSchema);

/** The person's private calendar address, managed from `config`. */
const feedAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['calendario'], access: 'signed-in' });

  app.get(
    '/calendar/feed',
    { schema: { summary: 'Mi dirección privada de calendario', response: { 200: feed } } },
    async (request) => ({ data: await calendarFeed(app, currentUser(request).id) }),
  );
  app.post(
    '/calendar/feed/renew',
    {
      schema: {
        summary: 'Crear o renovar mi dirección de calendario (la anterior deja de funcionar)',
        response: { 200: feed },
      },
    },
    async (request) => ({ data: await renewCalendarFeed(app, currentUser(request).id) }),
  );
  app.delete(
    '/calendar/feed',
    { schema: { summary: 'Revocar mi dirección de calendario', response: { 200: feed } } },
    async (request) => ({ data: await revokeCalendarFeed(app, currentUser(request).id) }),
  );
};

export default feedAddressRoutes;
