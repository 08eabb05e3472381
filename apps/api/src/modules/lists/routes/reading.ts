import {
  dataEnvelope,
  giftSchema,
  listDetailSchema,
  listSchema,
  listSearchQuery,
  pageEnvelope,
  paginationQuery,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIST_SEARCH_PER_ADDRESS } from '../../../limits.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { giftsOf } from '../list-gifts.js';
import { featuredLists, getList, searchLists } from '../service.js';

const detail = dataEnvelope(listDetailSchema);
/** What `total` means on the listings for anyone (db/paging.ts `readPageOnePast`), said in the API's docs. */
const TOTAL_ONE_PAST =
  '`total` es exacto si la lista de resultados termina en esta página; si no, vale `pos + lim + 1`: hay más.';
const idParams = z.object({ id: z.string().max(64) });

/** A list and its gifts, and the featured lists: readable without a session when public (home/{id}/lista, shared links). */
const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['listas'], access: 'anyone' });

  app.get(
    '/list/get/:id',
    {
      schema: {
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
      schema: {
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
      schema: {
        summary: 'Listas destacadas',
        description: TOTAL_ONE_PAST,
        querystring: paginationQuery,
        response: { 200: pageEnvelope(listSchema) },
      },
    },
    async (request) => ({
      data: await featuredLists(app, request.user?.id ?? null, request.query.lim, request.query.pos),
    }),
  );

  app.get(
    '/list/search',
    {
      schema: {
        summary: 'Buscar listas que cualquiera puede encontrar, por su nombre o el de quien la hizo',
        description: TOTAL_ONE_PAST,
        querystring: listSearchQuery,
        response: { 200: pageEnvelope(listSchema) },
      },
    },
    async (request) => {
      // Open to guests, so limited per address: enough for someone typing, a stop for walking every name.
      await app.rateLimit.hit(`list-search:ip:${request.address}`, LIST_SEARCH_PER_ADDRESS);
      return { data: await searchLists(app, request.user?.id ?? null, request.query) };
    },
  );
};

export default readingRoutes;
