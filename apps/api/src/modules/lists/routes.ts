import {
  copyListBody,
  dataEnvelope,
  friendListsQuery,
  giftInputSchema,
  giftSchema,
  giftUpdateSchema,
  listDetailSchema,
  listInputSchema,
  listQuery,
  listSchema,
  listUpdateSchema,
  messageSchema,
  pageEnvelope,
  paginationQuery,
  productInputSchema,
  productSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  addGift,
  copyList,
  createList,
  deleteGift,
  deleteList,
  featuredLists,
  friendsLists,
  getList,
  giftsOf,
  listLists,
  markGiven,
  releaseGift,
  reserveGift,
  saveOwnProduct,
  updateGift,
  updateList,
} from './service.js';

const tags = ['listas'];
const security = [{ typeToken: [] }];
const detail = dataEnvelope(listDetailSchema);
const gift = dataEnvelope(giftSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Seed §7 "Lists" and the gift calls of "Products, gifts and favorites". */
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
    authed.post(
      '/list/gift/save',
      {
        schema: {
          tags,
          security,
          summary: 'Añadir un regalo a mi lista (producto existente o nuevo)',
          body: giftInputSchema,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await addGift(app, currentUser(request), request.body) }),
    );
    authed.put(
      '/gift/update/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Cambiar cantidad, prioridad o nota de un regalo (quien hizo la lista)',
          params: idParams,
          body: giftUpdateSchema,
          response: { 200: gift },
        },
      },
      async (request) => ({
        data: await updateGift(app, currentUser(request).id, request.params.id, request.body),
      }),
    );
    authed.put(
      '/gift/reserve/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Reservar un regalo para darlo (quien hizo la lista no sabrá quién)',
          params: idParams,
          response: { 200: gift },
        },
      },
      async (request) => {
        const user = currentUser(request);
        // Enough for any real shopping list; a stop for someone reserving everything in sight.
        await app.rateLimit.hit(`reserve:account:${user.id}`, { max: 60, windowSeconds: 3600 });
        return { data: await reserveGift(app, user.id, request.params.id) };
      },
    );
    authed.delete(
      '/gift/reserve/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Liberar un regalo: quien lo reservó, o quien hizo la lista (sin saber quién lo tenía)',
          params: idParams,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await releaseGift(app, currentUser(request).id, request.params.id) }),
    );
    authed.put(
      '/gift/given/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Marcar como entregado un regalo que reservé',
          params: idParams,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await markGiven(app, currentUser(request).id, request.params.id) }),
    );
    authed.delete(
      '/list/gift/delete/:a/:b',
      {
        schema: {
          tags,
          security,
          summary: 'Quitar un regalo de mi lista: a = id de la lista, b = id del regalo',
          params: z.object({ a: z.string().max(64), b: z.string().max(64) }),
          response: { 200: dataEnvelope(messageSchema) },
        },
      },
      async (request) => {
        await deleteGift(app, currentUser(request).id, request.params.a, request.params.b);
        return { data: { message: 'Regalo quitado de la lista.' } };
      },
    );
    authed.post(
      '/product/save',
      {
        schema: {
          tags: ['productos'],
          security,
          summary: 'Guardar un producto propio (a mano o desde un enlace)',
          body: productInputSchema,
          response: { 200: dataEnvelope(productSchema) },
        },
      },
      async (request) => ({ data: await saveOwnProduct(app, currentUser(request).id, request.body) }),
    );
  });
};

export default routes;
