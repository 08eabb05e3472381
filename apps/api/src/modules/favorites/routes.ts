import {
  dataEnvelope,
  favoriteBody,
  favoriteQuery,
  favoriteSchema,
  isFavoriteQuery,
  isFavoriteSchema,
  messageSchema,
  pageEnvelope,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { deleteFavorite, getFavorite, isFavorite, listFavorites, saveFavorite } from './service.js';

const tags = ['favoritos'];
const security = [{ typeToken: [] }];
const idParams = z.object({ id: z.string().max(64) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorite/get/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Un favorito compartido (sin sesión, si lo que señala es público)',
        params: idParams,
        response: { 200: dataEnvelope(favoriteSchema) },
      },
    },
    async (request) => ({ data: await getFavorite(app, request.user?.id ?? null, request.params.id) }),
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);
    authed.get(
      '/favorite/getPagination',
      {
        schema: {
          tags,
          security,
          summary: 'Mis favoritos (data.list)',
          querystring: favoriteQuery,
          response: { 200: pageEnvelope(favoriteSchema) },
        },
      },
      async (request) => {
        return { data: await listFavorites(app, currentUser(request).id, request.query) };
      },
    );
    authed.post(
      '/favorite/save',
      {
        schema: {
          tags,
          security,
          summary: 'Marcar como favorito un producto, una lista o un evento',
          body: favoriteBody,
          response: { 200: dataEnvelope(favoriteSchema) },
        },
      },
      async (request) => ({
        data: await saveFavorite(app, currentUser(request).id, request.body.type, request.body.reference_id),
      }),
    );
    authed.delete(
      '/favorite/delete/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Quitar un favorito (por su id o por el de lo que señala)',
          params: idParams,
          response: { 200: dataEnvelope(messageSchema) },
        },
      },
      async (request) => {
        await deleteFavorite(app, currentUser(request).id, request.params.id);
        return { data: { message: 'Quitado de tus favoritos.' } };
      },
    );
    authed.get(
      '/favorite/isFavorite',
      {
        schema: {
          tags,
          security,
          summary: '¿Está en mis favoritos?',
          querystring: isFavoriteQuery,
          response: { 200: dataEnvelope(isFavoriteSchema) },
        },
      },
      async (request) => ({
        data: await isFavorite(app, currentUser(request).id, request.query.type, request.query.reference_id),
      }),
    );
  });
};

export default routes;
