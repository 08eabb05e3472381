import { dataEnvelope, fundInputSchema, fundUpdateSchema, giftSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { closeGift, saveFund, updateFund } from '../funds.js';

const gift = dataEnvelope(giftSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Money funds on a list, and closing a group gift or fund early (what was given stays). */
const fundRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['listas'], access: 'signed-in' });

  app.post(
    '/list/fund/save',
    {
      schema: {
        summary: 'Añadir un fondo de dinero a mi lista (con objetivo o sin él)',
        body: fundInputSchema,
        response: { 200: gift },
      },
    },
    async (request) => ({ data: await saveFund(app, currentUser(request).id, request.body) }),
  );

  app.put(
    '/list/fund/update/:id',
    {
      schema: {
        summary: 'Cambiar un fondo de mi lista: nombre, objetivo, cantidades sugeridas',
        params: idParams,
        body: fundUpdateSchema,
        response: { 200: gift },
      },
    },
    async (request) => ({
      data: await updateFund(app, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.put(
    '/gift/close/:id',
    {
      schema: {
        summary: 'Cerrar antes de tiempo un regalo en grupo o un fondo (lo aportado se queda)',
        params: idParams,
        response: { 200: gift },
      },
    },
    async (request) => ({ data: await closeGift(app, currentUser(request).id, request.params.id) }),
  );
};

export default fundRoutes;
