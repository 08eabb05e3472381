import {
  dataEnvelope,
  drawDetailSchema,
  drawExclusionsBody,
  drawForQuery,
  drawRedrawBody,
  drawWishListBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { actingAs, householdExclusions, redraw, runDraw, setExclusions, setWishList } from '../service.js';

const detail = dataEnvelope(drawDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Before and at the draw: pairs kept apart, my wish list for it, running and repeating it. */
const drawingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigo invisible'], access: 'signed-in' });

  app.put(
    '/draw/exclusions/:id',
    {
      schema: {
        summary: 'Parejas que no se regalan entre sí (quien organiza, antes del sorteo)',
        params: idParams,
        body: drawExclusionsBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await setExclusions(app, currentUser(request).id, request.params.id, request.body.exclusions),
    }),
  );

  app.post(
    '/draw/householdExclusions/:id',
    {
      schema: {
        summary:
          'Que quienes viven en la misma casa no se regalen entre sí (quien organiza, antes del sorteo)',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await householdExclusions(app, currentUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/draw/wishList/:id',
    {
      schema: {
        summary:
          'Mi lista de deseos para este intercambio (una lista mía, o null); con `?for=`, la de alguien de mi familia',
        params: idParams,
        querystring: drawForQuery,
        body: drawWishListBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const who = await actingAs(app, currentUser(request).id, request.query.for);
      return { data: await setWishList(app, who, request.params.id, request.body.listId) };
    },
  );

  app.post(
    '/draw/run/:id',
    {
      schema: {
        summary:
          'Hacer el sorteo (quien organiza); si las reglas no lo permiten, DRAW_IMPOSSIBLE dice cuál relajar',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await runDraw(app, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/draw/redraw/:id',
    {
      schema: {
        summary: 'Repetir el sorteo: si alguien ya vio su resultado, solo avisando a todos',
        params: idParams,
        body: drawRedrawBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await redraw(app, currentUser(request).id, request.params.id, request.body.tellEveryone),
    }),
  );
};

export default drawingRoutes;
