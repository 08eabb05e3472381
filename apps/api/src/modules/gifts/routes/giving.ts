import { dataEnvelope, giftReserveBody, giftSchema } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { limitReservations } from '../reservation-limit.js';
import { markBought, markGiven, releaseGift, reserveGift } from '../service.js';

const gift = dataEnvelope(giftSchema);
const idParams = z.object({ id: z.string().max(64) });

/** What a giver does with a gift: reserving it ("Lo compro yo"), releasing it ("Dejar libre"), marking it given or bought. */
const givingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['listas'], access: 'signed-in' });

  app.put(
    '/gift/reserve/:id',
    {
      schema: {
        summary:
          'Reservar un regalo para darlo (quien hizo la lista no sabrá quién hasta la revelación, ni después si showName es false)',
        params: idParams,
        body: giftReserveBody,
        response: { 200: gift },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await limitReservations(app, user.id);
      return {
        data: await reserveGift(app, user.id, request.params.id, request.body ?? { showName: true }),
      };
    },
  );

  app.delete(
    '/gift/reserve/:id',
    {
      schema: {
        summary: 'Liberar un regalo: quien lo reservó, o quien hizo la lista (sin saber quién lo tenía)',
        params: idParams,
        response: { 200: gift },
      },
    },
    async (request) => ({ data: await releaseGift(app, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/gift/given/:id',
    {
      schema: {
        summary: 'Marcar como entregado un regalo que reservé',
        params: idParams,
        response: { 200: gift },
      },
    },
    async (request) => ({ data: await markGiven(app, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/gift/bought/:id',
    {
      schema: {
        summary:
          'Ya lo compré por mi cuenta: nadie más lo comprará (quien hizo la lista no sabrá quién hasta la revelación)',
        params: idParams,
        response: { 200: gift },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await limitReservations(app, user.id);
      return { data: await markBought(app, user.id, request.params.id) };
    },
  );
};

export default givingRoutes;
