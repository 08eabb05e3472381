import {
  dataEnvelope,
  movementSchema,
  pageEnvelope,
  paginationQuery,
  paymentMethodSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { getMethod, listMethods, removeMethod, setDefaultMethod } from '../methods.js';
import { listMethodMovements } from '../movements.js';

const idParams = z.object({ id: z.string().max(64) });

/** My saved cards (to pay) and bank accounts (to receive payouts): reading, choosing the main one, removing. */
const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'signed-in' });

  app.get(
    '/card/getAll',
    {
      schema: {
        summary: 'Mis tarjetas y cuentas',
        response: { 200: dataEnvelope(z.array(paymentMethodSchema)) },
      },
    },
    async (request) => ({ data: await listMethods(app, currentUser(request).id) }),
  );
  app.get(
    '/card/get/:id',
    {
      schema: {
        summary: 'Una de mis tarjetas o cuentas',
        params: idParams,
        response: { 200: dataEnvelope(paymentMethodSchema) },
      },
    },
    async (request) => ({ data: await getMethod(app, currentUser(request).id, request.params.id) }),
  );
  app.get(
    '/card/payments/:id',
    {
      schema: {
        summary: 'Pagos hechos con una tarjeta, o retiradas a una cuenta',
        params: idParams,
        querystring: paginationQuery,
        response: { 200: pageEnvelope(movementSchema) },
      },
    },
    async (request) => ({
      data: await listMethodMovements(app, currentUser(request).id, request.params.id, request.query),
    }),
  );
  app.put(
    '/card/default/:id',
    {
      schema: {
        summary: 'Elegir la tarjeta o cuenta principal',
        params: idParams,
        response: { 200: dataEnvelope(paymentMethodSchema) },
      },
    },
    async (request) => ({ data: await setDefaultMethod(app, currentUser(request).id, request.params.id) }),
  );
  app.delete(
    '/card/delete/:id',
    {
      schema: {
        summary: 'Quitar una tarjeta o cuenta',
        params: idParams,
        response: { 200: dataEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => ({ data: await removeMethod(app, currentUser(request).id, request.params.id) }),
  );
};

export default cardRoutes;
