import {
  copyListBody,
  dataEnvelope,
  listDetailSchema,
  listInputSchema,
  listUpdateSchema,
  messageSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { copyList, createList, deleteList, openList, updateList } from '../service.js';

const detail = dataEnvelope(listDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Creating, changing, copying, opening («Ya lo he abierto todo») and deleting my lists. */
const myListRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['listas'], access: 'signed-in' });

  app.post(
    '/list/save',
    {
      schema: {
        summary: 'Crear una lista',
        body: listInputSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await createList(app, currentUser(request).id, request.body) }),
  );

  app.put(
    '/list/update/:id',
    {
      schema: {
        summary: 'Cambiar mi lista',
        params: idParams,
        body: listUpdateSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await updateList(app, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.post(
    '/list/copy',
    {
      schema: {
        summary: 'Copiar una lista que puedo ver en una lista privada mía',
        body: copyListBody,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await copyList(app, currentUser(request).id, request.body.listId) }),
  );

  app.put(
    '/list/opened/:id',
    {
      schema: {
        summary: '«Ya lo he abierto todo»: ver ya quién me regaló qué (salvo quien eligió el anonimato)',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await openList(app, currentUser(request).id, request.params.id) }),
  );

  app.delete(
    '/list/delete/:id',
    {
      schema: {
        summary: 'Borrar mi lista',
        params: idParams,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await deleteList(app, currentUser(request).id, request.params.id);
      return { data: { message: 'Lista borrada.' } };
    },
  );
};

export default myListRoutes;
