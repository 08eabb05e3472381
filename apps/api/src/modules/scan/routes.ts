import { dataEnvelope, scanBody, scanResultSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { routeGroup } from '../../plugins/route-group.js';
import { scanForPerson } from './service.js';

/**
 * The seed's "external data service scan endpoint", ours: `POST /api/scan { url, page? }`; `page` is what the
 * bookmarklet read in the person's browser, used only when our own reading of `url` fails.
 */
const scanRoutes: FastifyPluginAsyncZod<{ allowLoopbackFetch?: boolean }> = async (app, opts) => {
  routeGroup(app, { tags: ['productos'], access: 'signed-in' });

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
};

export default scanRoutes;
