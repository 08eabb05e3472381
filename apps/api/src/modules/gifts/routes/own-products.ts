import { dataEnvelope, productInputSchema, productSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { saveOwnProduct } from '../service.js';

/** One's own products, saved by hand or from a link. */
const ownProductRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['productos'], access: 'signed-in' });

  app.post(
    '/product/save',
    {
      schema: {
        summary: 'Guardar un producto propio (a mano o desde un enlace)',
        body: productInputSchema,
        response: { 200: dataEnvelope(productSchema) },
      },
    },
    async (request) => ({ data: await saveOwnProduct(app, currentUser(request).id, request.body) }),
  );
};

export default ownProductRoutes;
