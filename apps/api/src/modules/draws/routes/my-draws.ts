import {
  dataEnvelope,
  drawDetailSchema,
  drawInputSchema,
  drawQuery,
  drawSchema,
  pageEnvelope,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { createDraw, getDraw, listDraws } from '../service.js';

const detail = dataEnvelope(drawDetailSchema);
const idParams = z.object({ id: z.string().max(64) });

/** Creating a draw, my draws by pages, and one draw with its participants (never who gives to whom). */
const myDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigo invisible'], access: 'signed-in' });

  app.post(
    '/draw/save',
    {
      schema: {
        summary: 'Crear un sorteo',
        body: drawInputSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await createDraw(app, currentUser(request).id, request.body) }),
  );

  app.get(
    '/draw/getPagination',
    {
      schema: {
        summary: 'Mis sorteos (los que organizo o en los que participo); `event` para los de un evento',
        querystring: drawQuery,
        response: { 200: pageEnvelope(drawSchema) },
      },
    },
    async (request) => ({ data: await listDraws(app, currentUser(request).id, request.query) }),
  );

  app.get(
    '/draw/get/:id',
    {
      schema: {
        summary: 'Un sorteo con sus participantes (nunca quién regala a quién)',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await getDraw(app, currentUser(request).id, request.params.id) }),
  );
};

export default myDrawRoutes;
