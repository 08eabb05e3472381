import { dataEnvelope, ongListQuery, ongPageSchema, ongSummarySchema, pageEnvelope } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { listOngs, ongPage } from '../service.js';

const idParams = z.object({ id: z.string().max(64) });

/** A verified ONG's public page (`ong/get/{id}`), with more for a signed-in caller. */
export const ongPageRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'anyone' });

  app.get(
    '/ong/get/:id',
    {
      schema: {
        summary: 'La página pública de una ONG verificada',
        params: idParams,
        response: { 200: dataEnvelope(ongPageSchema) },
      },
    },
    async (request) => ({ data: await ongPage(app, request.user?.id ?? null, request.params.id) }),
  );
};

/** The listing of verified ONGs (`ong/list`), the same for everyone. */
export const ongListRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'no-session' });

  app.get(
    '/ong/list',
    {
      schema: {
        summary: 'ONG verificadas, por nombre',
        querystring: ongListQuery,
        response: { 200: pageEnvelope(ongSummarySchema) },
      },
    },
    async (request) => ({ data: await listOngs(app, request.query) }),
  );
};
