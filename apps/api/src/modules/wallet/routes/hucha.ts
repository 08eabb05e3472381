import { dataEnvelope, dependentSchema, huchaMoveInputSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { idempotencyHeaders, idempotentCall } from '../../payments/index.js';
import { moveFromHucha } from '../hucha.js';

/**
 * A dependent's hucha, spent by its guardians: the call sits beside the profile's own (`dependent/*`), and is the
 * wallet's because it moves money (packages/contract/src/dependents.ts).
 */
const huchaRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['mi familia'], access: 'signed-in' });

  app.post(
    '/dependent/hucha/:id',
    {
      schema: {
        summary: 'Pasar dinero de su hucha a mi billetera',
        headers: idempotencyHeaders,
        params: z.object({ id: z.string().max(64) }),
        body: huchaMoveInputSchema,
        response: { 200: dataEnvelope(dependentSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The profile is part of the request: the same key for another hucha is another request, refused.
      const body = { ...request.body, dependentId: request.params.id };
      return idempotentCall(app, request, { operation: 'dependent/hucha', scope: user.id, body }, (key) =>
        moveFromHucha(app, user, request.params.id, request.body, key),
      );
    },
  );
};

export default huchaRoutes;
