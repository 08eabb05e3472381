import {
  dataEnvelope,
  deletePlayerIdBody,
  messageSchema,
  savePlayerIdBody,
  updatePlayerIdBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.js';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { isAllowedEndpoint } from '../push.js';
import { deleteSubscription, saveSubscription } from '../service.js';

const message = dataEnvelope(messageSchema);

/** This device's Web Push subscription (`user/save/player-id`, its update, and forgetting it). */
const deviceRoutes: FastifyPluginAsyncZod<{ allowLoopbackPush?: boolean }> = async (app, opts) => {
  routeGroup(app, { tags: ['notificaciones'], access: 'signed-in' });
  const checkEndpoint = (endpoint: string) => {
    if (!isAllowedEndpoint(endpoint, { allowLoopback: opts.allowLoopbackPush })) {
      throw new AppError(
        'VALIDATION_ERROR',
        'Este navegador no ofrece un servicio de notificaciones compatible.',
        [{ path: 'player_id', message: 'Servicio de notificaciones no admitido.' }],
      );
    }
  };

  // Forgetting a device needs a session: an endpoint is not a secret worth trusting. A browser whose
  // session already ended needs nothing: its subscription went with the session (and pushes go
  // only to devices whose session is live).
  app.delete(
    '/user/player-id',
    {
      schema: {
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

  app.post(
    '/user/save/player-id',
    {
      schema: {
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

  app.put(
    '/user/update/player-id',
    {
      schema: {
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
};

export default deviceRoutes;
