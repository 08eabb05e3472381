import { dataEnvelope, scanBody, scanResultSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCANS_PER_ACCOUNT } from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import { recordUpload } from '../files/ownership.js';
import { scanProduct } from './service.js';

/** The seed's "external data service scan endpoint", ours: `POST /api/scan { url }`. */
const routes: FastifyPluginAsyncZod<{ allowLoopbackFetch?: boolean }> = async (app, opts) => {
  app.post(
    '/scan',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['productos'],
        security: [{ typeToken: [] }],
        summary: 'Leer un producto desde el enlace de una tienda',
        body: scanBody,
        response: { 200: dataEnvelope(scanResultSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimit.hit(`scan:account:${user.id}`, SCANS_PER_ACCOUNT);
      const result = await scanProduct(app, request.body.url, Boolean(opts.allowLoopbackFetch));
      // The copied picture is this person's to put on their product (files/ownership.ts).
      if (result.image) await recordUpload(app.db, user.id, result.image);
      return { data: result };
    },
  );
};

export default routes;
