import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { openNotificationStream } from '../realtime-stream.js';

/** The realtime channel: Server-Sent Events of new notifications. */
const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['notificaciones'], access: 'signed-in' });

  // The realtime channel (replaces `users/{user}.noti`): Server-Sent Events over a fetch
  // the app opens with its Type-token header, so the token never travels in a URL.
  // A few per session and per address (429 beyond), and each ends with its session.
  app.get(
    '/notify/stream',
    {
      schema: {
        summary: 'Canal en tiempo real (text/event-stream): un evento `noti` por cada notificación nueva',
        response: {
          200: {
            description:
              'Flujo de eventos del servidor que no termina: `event: noti` por notificación, latido cada 25 s.',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => openNotificationStream(app, currentUser(request), request, reply),
  );
};

export default streamRoutes;
