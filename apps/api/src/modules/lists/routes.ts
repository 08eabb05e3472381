import {
  copyListBody,
  dataEnvelope,
  friendListsQuery,
  giftSchema,
  listDetailSchema,
  listInputSchema,
  listQuery,
  listSchema,
  listUpdateSchema,
  messageSchema,
  pageEnvelope,
  paginationQuery,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  copyList,
  createList,
  deleteList,
  featuredLists,
  friendsLists,
  getList,
  giftsOf,
  listLists,
  openList,
  updateList,
} from './service.js';

const tags = ['listas'];
const security = [{ typeToken: [] }];
const detail = dataEnvelope(listDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Seed §7 "Lists": lists, and the gifts of a list as a reader sees them (changing gifts is `gifts`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Readable without a session when the list is public (home/{id}/lista, shared links).
  app.get(
    '/list/get/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Una lista con sus regalos, si puedes verla',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await getList(app, request.user?.id ?? null, request.params.id) }),
  );
  app.get(
    '/list/gift/get/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Los regalos de la lista {id}',
        params: idParams,
        response: { 200: dataEnvelope(z.array(giftSchema)) },
      },
    },
    async (request) => ({ data: await giftsOf(app, request.user?.id ?? null, request.params.id) }),
  );
  app.get(
    '/list/standOut/getPagination',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Listas destacadas',
        querystring: paginationQuery,
        response: { 200: pageEnvelope(listSchema) },
      },
    },
    async (request) => ({
      data: await featuredLists(app, request.user?.id ?? null, request.query.lim, request.query.pos),
    }),
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);

    authed.get(
      '/list/getPagination',
      {
        schema: {
          tags,
          security,
          summary: 'Mis listas, o las de una persona que puedo ver',
          querystring: listQuery,
          response: { 200: pageEnvelope(listSchema) },
        },
      },
      async (request) => ({ data: await listLists(app, currentUser(request).id, request.query) }),
    );
    authed.get(
      '/list/friendList',
      {
        schema: {
          tags,
          security,
          summary: 'Listas de mis amigos',
          querystring: friendListsQuery,
          response: { 200: pageEnvelope(listSchema) },
        },
      },
      async (request) => ({ data: await friendsLists(app, currentUser(request).id, request.query) }),
    );
    authed.post(
      '/list/save',
      {
        schema: {
          tags,
          security,
          summary: 'Crear una lista',
          body: listInputSchema,
          response: { 200: detail },
        },
      },
      async (request) => ({ data: await createList(app, currentUser(request).id, request.body) }),
    );
    authed.put(
      '/list/update/:id',
      {
        schema: {
          tags,
          security,
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
    authed.post(
      '/list/copy',
      {
        schema: {
          tags,
          security,
          summary: 'Copiar una lista que puedo ver en una lista privada mía',
          body: copyListBody,
          response: { 200: detail },
        },
      },
      async (request) => ({ data: await copyList(app, currentUser(request).id, request.body.listId) }),
    );
    authed.put(
      '/list/opened/:id',
      {
        schema: {
          tags,
          security,
          summary: '«Ya lo he abierto todo»: ver ya quién me regaló qué (salvo quien eligió el anonimato)',
          params: idParams,
          response: { 200: detail },
        },
      },
      async (request) => ({ data: await openList(app, currentUser(request).id, request.params.id) }),
    );
    authed.delete(
      '/list/delete/:id',
      {
        schema: {
          tags,
          security,
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
  });
};

export default routes;
