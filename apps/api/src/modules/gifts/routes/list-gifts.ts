import {
  dataEnvelope,
  giftInputSchema,
  giftSchema,
  giftUpdateSchema,
  messageSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { addGift, deleteGift, updateGift } from '../service.js';

const gift = dataEnvelope(giftSchema);
const idParams = z.object({ id: z.string().max(64) });

/** The list owner's gifts: adding one (an existing product or a new one), changing it and removing it. */
const listGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['listas'], access: 'signed-in' });

  app.post(
    '/list/gift/save',
    {
      schema: {
        summary: 'Añadir un regalo a mi lista (producto existente o nuevo)',
        body: giftInputSchema,
        response: { 200: gift },
      },
    },
    async (request) => ({ data: await addGift(app, currentUser(request), request.body) }),
  );

  app.put(
    '/gift/update/:id',
    {
      schema: {
        summary: 'Cambiar cantidad, prioridad o nota de un regalo (quien hizo la lista)',
        params: idParams,
        body: giftUpdateSchema,
        response: { 200: gift },
      },
    },
    async (request) => ({
      data: await updateGift(app, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/list/gift/delete/:a/:b',
    {
      schema: {
        summary: 'Quitar un regalo de mi lista: a = id de la lista, b = id del regalo',
        params: z.object({ a: z.string().max(64), b: z.string().max(64) }),
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await deleteGift(app, currentUser(request).id, request.params.a, request.params.b);
      return { data: { message: 'Regalo quitado de la lista.' } };
    },
  );
};

export default listGiftRoutes;
