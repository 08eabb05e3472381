import { dataEnvelope, directTransferDetailsSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { detailsFor } from '../details.js';

const listParams = z.object({ listId: z.string().max(64) });

/** The owner's IBAN for a list, masked, for whoever may reach the list (signed in or by its link). */
const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['transferencia directa'], access: 'anyone' });

  app.get(
    '/direct-transfer/get/:listId',
    {
      schema: {
        summary: 'Los datos para transferir directamente a quien hizo la lista (el IBAN oculto en parte)',
        params: listParams,
        response: { 200: dataEnvelope(directTransferDetailsSchema.nullable()) },
      },
    },
    async (request) => ({
      data: await detailsFor(app, request.user?.id ?? null, request.params.listId),
    }),
  );
};

export default detailRoutes;
