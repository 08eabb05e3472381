import { dataEnvelope, productPriceHistorySchema, scanBody, scanResultSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { QUEUES } from '../../plugins/jobs.js';
import { routeGroup } from '../../plugins/route-group.js';
import { findPriceHistory, recheckProduct } from './history.js';
import { refreshDueProducts } from './refresh.js';
import { scanForPerson } from './service.js';

const idParams = z.object({ id: z.string().max(64) });

/**
 * The seed's "external data service scan endpoint", ours: `POST /api/scan { url, page? }`; `page` is what the
 * bookmarklet read in the person's browser, used only when our own reading of `url` fails.
 */
const scanRoutes: FastifyPluginAsyncZod<{ allowLoopbackFetch?: boolean }> = async (app, opts) => {
  routeGroup(app, { tags: ['productos'], access: 'signed-in' });
  app.jobs.work(QUEUES.refreshProducts, async () => {
    await refreshDueProducts(app, { allowLoopback: Boolean(opts.allowLoopbackFetch) });
  });
  app.jobs.schedule(QUEUES.refreshProducts, '* * * * *');

  app.post(
    '/scan',
    {
      schema: {
        summary: 'Leer un producto desde el enlace de una tienda',
        body: scanBody,
        response: { 200: dataEnvelope(scanResultSchema) },
      },
    },
    async (request) => ({
      data: await scanForPerson(
        app,
        currentUser(request).id,
        request.body.url,
        Boolean(opts.allowLoopbackFetch),
        request.body.page,
      ),
    }),
  );

  app.get(
    '/product/prices/:id',
    {
      schema: {
        summary: 'Historial de precio de un producto mío añadido desde una tienda',
        params: idParams,
        response: { 200: dataEnvelope(productPriceHistorySchema) },
      },
    },
    async (request) => ({ data: await findPriceHistory(app, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/product/recheck/:id',
    {
      schema: {
        summary: 'Volver a comprobar en la tienda un producto mío cuyas comprobaciones se pararon',
        params: idParams,
        response: { 200: dataEnvelope(productPriceHistorySchema) },
      },
    },
    async (request) => ({ data: await recheckProduct(app, currentUser(request).id, request.params.id) }),
  );
};

export default scanRoutes;
