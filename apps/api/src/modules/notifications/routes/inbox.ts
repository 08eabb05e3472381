import {
  dataEnvelope,
  messageSchema,
  notificationSchema,
  pageEnvelope,
  paginationQuery,
  unreadCountSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import {
  countUnread,
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
} from '../service.js';

const message = dataEnvelope(messageSchema);
const idParams = z.object({ id: z.string().max(64) });

/** The caller's notifications: by pages, how many unread, marking read and deleting. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['notificaciones'], access: 'signed-in' });

  app.get(
    '/notify/getPagination',
    {
      schema: {
        summary: 'Mis notificaciones, las más nuevas primero',
        querystring: paginationQuery,
        response: { 200: pageEnvelope(notificationSchema) },
      },
    },
    async (request) => ({
      data: await listNotifications(app, currentUser(request).id, request.query),
    }),
  );

  app.get(
    '/notify/unRead',
    {
      schema: {
        summary: 'Cuántas notificaciones sin leer tengo',
        response: { 200: dataEnvelope(unreadCountSchema) },
      },
    },
    async (request) => ({ data: { count: await countUnread(app, currentUser(request).id) } }),
  );

  app.put(
    '/notify/markRead/:id',
    {
      schema: {
        summary: 'Marcar una notificación como leída',
        params: idParams,
        response: { 200: dataEnvelope(notificationSchema) },
      },
    },
    async (request) => ({ data: await markRead(app, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/notify/markAll',
    { schema: { summary: 'Marcar todas como leídas', response: { 200: message } } },
    async (request) => {
      await markAllRead(app, currentUser(request).id);
      return { data: { message: 'Todas tus notificaciones están leídas.' } };
    },
  );

  app.delete(
    '/notify/delete/:id',
    {
      schema: {
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

  app.delete(
    '/notify/delete-all',
    { schema: { summary: 'Borrar todas mis notificaciones', response: { 200: message } } },
    async (request) => {
      await deleteAllNotifications(app, currentUser(request).id);
      return { data: { message: 'Has borrado tus notificaciones.' } };
    },
  );
};

export default inboxRoutes;
