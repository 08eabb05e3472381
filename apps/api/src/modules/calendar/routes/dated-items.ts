import { calendarDatedItemSchema, dataEnvelope, datedItemsMonthQuery } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { datedItemsInMonth } from '../dated-items.js';

/** The month view's draws and dated lists, beside `event/byDate` and `special/dates/byMonth`. */
const datedItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['calendario'], access: 'signed-in' });

  app.get(
    '/calendar/byMonth',
    {
      schema: {
        summary: 'Los intercambios de mis sorteos y las fechas de mis listas y las de mis amigos de un mes',
        querystring: datedItemsMonthQuery,
        response: { 200: dataEnvelope(z.array(calendarDatedItemSchema)) },
      },
    },
    async (request) => ({
      data: await datedItemsInMonth(app.db, currentUser(request).id, request.query.year, request.query.month),
    }),
  );
};

export default datedItemsRoutes;
