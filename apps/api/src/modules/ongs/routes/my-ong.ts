import { dataEnvelope, ongOwnSchema, ongUpdateBody } from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { ownOng, updateOng } from '../service.js';

/** The ONG edits its own page (`ong/mine`, `ong/update`). */
const myOngRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['ong'], access: 'signed-in' });

  app.get(
    '/ong/mine',
    {
      schema: {
        summary: 'Los datos de mi ONG y si está verificada',
        response: { 200: dataEnvelope(ongOwnSchema) },
      },
    },
    async (request) => ({ data: await ownOng(app, currentUser(request).id) }),
  );

  app.put(
    '/ong/update',
    {
      schema: {
        summary: 'Editar la descripción, el número de registro o la web de mi ONG',
        body: ongUpdateBody,
        response: { 200: dataEnvelope(ongOwnSchema) },
      },
    },
    async (request) => ({ data: await updateOng(app, currentUser(request).id, request.body) }),
  );
};

export default myOngRoutes;
