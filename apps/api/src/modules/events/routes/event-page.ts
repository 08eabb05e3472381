import { dataEnvelope, eventDetailSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { getEvent } from '../service.js';

const detail = dataEnvelope(eventDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** One event as its page shows it: public events open without a session (evento/{id}). */
const eventPageRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['eventos'], access: 'anyone' });

  app.get(
    '/event/get/:id',
    {
      schema: { summary: 'Un evento, si puedes verlo', params: idParams, response: { 200: detail } },
    },
    async (request) => ({ data: await getEvent(app, request.user?.id ?? null, request.params.id) }),
  );
};

export default eventPageRoutes;
