import {
  dataEnvelope,
  deletePlayerIdBody,
  messageSchema,
  notificationSchema,
  pageEnvelope,
  paginationQuery,
  savePlayerIdBody,
  unreadCountSchema,
  updatePlayerIdBody,
  vapidKeySchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { currentUser } from '../../plugins/auth.js';
import { isSessionLive } from '../sessions/service.js';
import { isAllowedEndpoint } from './push.js';
import {
  countUnread,
  deleteAllNotifications,
  deleteNotification,
  deleteSubscription,
  listNotifications,
  markAllRead,
  markRead,
  saveSubscription,
} from './service.js';

const tags = ['notificaciones'];
const security = [{ typeToken: [] }];
const message = dataEnvelope(messageSchema);
const idParams = z.object({ id: z.string().max(64) });
const HEARTBEAT_MS = 25_000;

/** Seed §7 "Notifications", `user/save/player-id` and its update, the VAPID key and the realtime stream. */
const routes: FastifyPluginAsyncZod<{ allowLoopbackPush?: boolean }> = async (app, opts) => {
  app.get(
    '/notify/vapidPublicKey',
    {
      schema: {
        tags,
        summary: 'La clave pública VAPID para suscribirse a Web Push',
        response: { 200: dataEnvelope(vapidKeySchema) },
      },
    },
    async () => ({ data: { publicKey: app.vapidPublicKey } }),
  );

  // Forgetting a device needs a session: an endpoint is not a secret worth trusting. A browser whose
  // session already ended needs nothing: its subscription went with the session (and pushes go
  // only to devices whose session is live).
  app.delete(
    '/user/player-id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Dejar de recibir notificaciones en este dispositivo',
        body: deletePlayerIdBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteSubscription(app, currentUser(request).id, request.body.endpoint);
      return { data: { message: 'Este dispositivo ya no recibirá notificaciones.' } };
    },
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);

    authed.get(
      '/notify/getPagination',
      {
        schema: {
          tags,
          security,
          summary: 'Mis notificaciones, las más nuevas primero',
          querystring: paginationQuery,
          response: { 200: pageEnvelope(notificationSchema) },
        },
      },
      async (request) => ({
        data: await listNotifications(app, currentUser(request).id, request.query),
      }),
    );

    authed.get(
      '/notify/unRead',
      {
        schema: {
          tags,
          security,
          summary: 'Cuántas notificaciones sin leer tengo',
          response: { 200: dataEnvelope(unreadCountSchema) },
        },
      },
      async (request) => ({ data: { count: await countUnread(app, currentUser(request).id) } }),
    );

    authed.put(
      '/notify/markRead/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Marcar una notificación como leída',
          params: idParams,
          response: { 200: dataEnvelope(notificationSchema) },
        },
      },
      async (request) => ({ data: await markRead(app, currentUser(request).id, request.params.id) }),
    );

    authed.put(
      '/notify/markAll',
      { schema: { tags, security, summary: 'Marcar todas como leídas', response: { 200: message } } },
      async (request) => {
        await markAllRead(app, currentUser(request).id);
        return { data: { message: 'Todas tus notificaciones están leídas.' } };
      },
    );

    authed.delete(
      '/notify/delete/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Borrar una notificación',
          params: idParams,
          response: { 200: message },
        },
      },
      async (request) => {
        await deleteNotification(app, currentUser(request).id, request.params.id);
        return { data: { message: 'Notificación borrada.' } };
      },
    );

    authed.delete(
      '/notify/delete-all',
      { schema: { tags, security, summary: 'Borrar todas mis notificaciones', response: { 200: message } } },
      async (request) => {
        await deleteAllNotifications(app, currentUser(request).id);
        return { data: { message: 'Has borrado tus notificaciones.' } };
      },
    );

    const checkEndpoint = (endpoint: string) => {
      if (!isAllowedEndpoint(endpoint, { allowLoopback: opts.allowLoopbackPush })) {
        throw new AppError(
          'VALIDATION_ERROR',
          'Este navegador no ofrece un servicio de notificaciones compatible.',
          [{ path: 'player_id', message: 'Servicio de notificaciones no admitido.' }],
        );
      }
    };

    authed.post(
      '/user/save/player-id',
      {
        schema: {
          tags,
          security,
          summary: 'Guardar la suscripción Web Push de este dispositivo (player_id)',
          body: savePlayerIdBody,
          response: { 200: message },
        },
      },
      async (request) => {
        checkEndpoint(request.body.player_id.endpoint);
        await saveSubscription(
          app,
          currentUser(request),
          request.body.player_id,
          request.headers['user-agent'],
        );
        return { data: { message: 'Notificaciones activadas en este dispositivo.' } };
      },
    );

    authed.put(
      '/user/update/player-id',
      {
        schema: {
          tags,
          security,
          summary: 'Sustituir la suscripción de este dispositivo por una nueva (el navegador la renovó)',
          body: updatePlayerIdBody,
          response: { 200: message },
        },
      },
      async (request) => {
        const user = currentUser(request);
        checkEndpoint(request.body.player_id.endpoint);
        if (request.body.previous) await deleteSubscription(app, user.id, request.body.previous);
        await saveSubscription(app, user, request.body.player_id, request.headers['user-agent']);
        return { data: { message: 'Suscripción actualizada.' } };
      },
    );

    // The realtime channel (replaces `users/{user}.noti`): Server-Sent Events over a fetch
    // the app opens with its Type-token header, so the token never travels in a URL.
    // A few per session and per address (429 beyond), and each ends with its session.
    authed.get(
      '/notify/stream',
      {
        schema: {
          tags,
          security,
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
      async (request, reply) => {
        const user = currentUser(request);
        let ended = false;
        const res = reply.raw;
        const end = () => {
          if (ended) return;
          ended = true;
          res.end();
        };
        const forget = app.sessionStreams.add({
          userId: user.id,
          sessionId: user.sessionId,
          ip: request.address,
          end,
        });
        reply.hijack();
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
        // The session may have ended on another API process: check before saying anything more.
        const stillSignedIn = async () => {
          const live = await isSessionLive(app, user.sessionId).catch(() => true);
          if (!live) end();
          return live && !ended;
        };
        // One after another, so events keep their order while each waits for its check.
        let line = Promise.resolve();
        const send = (text: string) => {
          line = line.then(async () => {
            if (await stillSignedIn()) res.write(text);
          });
        };
        const unsubscribe = app.realtime.subscribe(user.id, (event) =>
          send(`event: noti\ndata: ${JSON.stringify(event)}\n\n`),
        );
        const heartbeat = setInterval(() => send(': sigo aquí\n\n'), HEARTBEAT_MS);
        request.raw.on('close', () => {
          ended = true;
          clearInterval(heartbeat);
          unsubscribe();
          forget();
        });
      },
    );
  });
};

export default routes;
