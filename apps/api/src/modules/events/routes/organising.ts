import {
  dataEnvelope,
  eventDetailSchema,
  eventInputSchema,
  eventListBody,
  eventUpdateSchema,
  messageSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { linkEventList } from '../link-list.js';
import { createEvent, deleteEvent, removeParticipant, updateEvent } from '../service.js';

const message = dataEnvelope(messageSchema);
const detail = dataEnvelope(eventDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Creating, changing and deleting an event, and removing someone from it (whoever organises it). */
const organisingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['eventos'], access: 'signed-in' });

  app.post(
    '/event/save',
    {
      schema: {
        summary: 'Crear un evento',
        body: eventInputSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await createEvent(app, currentUser(request).id, request.body) }),
  );

  app.put(
    '/event/update/:id',
    {
      schema: {
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

  app.put(
    '/event/list/:id',
    {
      schema: {
        summary: 'Vincular una de mis listas a mi evento, o desvincularla (listId: null)',
        params: idParams,
        body: eventListBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await linkEventList(app, currentUser(request).id, request.params.id, request.body.listId),
    }),
  );

  app.delete(
    '/event/delete/:id',
    {
      schema: {
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

  app.delete(
    '/event/participant/delete/:eventId/:participantId',
    {
      schema: {
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
};

export default organisingRoutes;
