import {
  dataEnvelope,
  errorEnvelopeSchema,
  pageEnvelope,
  productQuery,
  productSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { catalogueRegion, findProducts, getProduct } from '../service.js';

/** The products of the viewer's region, by pages and with filters. */
export const productPageRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['catálogo'], access: 'anyone' });

  app.get(
    '/product/getPagination',
    {
      schema: {
        summary: 'Productos del catálogo de tu país, por páginas (lim, pos) y con filtros',
        querystring: productQuery,
        response: { 200: pageEnvelope(productSchema) },
      },
    },
    async (request) => {
      const { country, ...query } = request.query;
      return { data: await findProducts(app, await catalogueRegion(app, request.user, country), query) };
    },
  );
};

/** One product of the catalogue, the same for everyone. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['catálogo'], access: 'no-session' });

  app.get(
    '/product/get/:id',
    {
      schema: {
        summary: 'Un producto del catálogo',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataEnvelope(productSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await getProduct(app, request.params.id) }),
  );
};
