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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { deleteFavorite, isFavorite, listFavorites, saveFavorite } from '../service.js';

const idParams = z.object({ id: z.string().max(64) });

/** My favorites: by pages, marking and unmarking, and whether something is one. */
const myFavoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['favoritos'], access: 'signed-in' });

  app.get(
    '/favorite/getPagination',
    {
      schema: {
        summary: 'Mis favoritos (data.list)',
        querystring: favoriteQuery,
        response: { 200: pageEnvelope(favoriteSchema) },
      },
    },
    async (request) => {
      return { data: await listFavorites(app, currentUser(request).id, request.query) };
    },
  );

  app.post(
    '/favorite/save',
    {
      schema: {
        summary: 'Marcar como favorito un producto, una lista o un evento',
        body: favoriteBody,
        response: { 200: dataEnvelope(favoriteSchema) },
      },
    },
    async (request) => ({
      data: await saveFavorite(app, currentUser(request).id, request.body.type, request.body.reference_id),
    }),
  );

  app.delete(
    '/favorite/delete/:id',
    {
      schema: {
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

  app.get(
    '/favorite/isFavorite',
    {
      schema: {
        summary: '¿Está en mis favoritos?',
        querystring: isFavoriteQuery,
        response: { 200: dataEnvelope(isFavoriteSchema) },
      },
    },
    async (request) => ({
      data: await isFavorite(app, currentUser(request).id, request.query.type, request.query.reference_id),
    }),
  );
};

export default myFavoriteRoutes;
