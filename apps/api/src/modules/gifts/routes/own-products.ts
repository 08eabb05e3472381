import { dataEnvelope, productInputSchema, productSchema, productUpdateSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { saveOwnProduct, updateOwnProduct } from '../service.js';

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

  app.put(
    '/product/update/:id',
    {
      schema: {
        summary: 'Cambiar el nombre y el precio de un producto propio (p. ej. uno importado para revisar)',
        params: z.object({ id: z.string().max(64) }),
        body: productUpdateSchema,
        response: { 200: dataEnvelope(productSchema) },
      },
    },
    async (request) => ({
      data: await updateOwnProduct(app, currentUser(request).id, request.params.id, request.body),
    }),
  );
};

export default ownProductRoutes;
