import {
  balanceSchema,
  dataEnvelope,
  monthlyQuery,
  monthlySchema,
  movementSchema,
  movementsQuery,
  pageEnvelope,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { actingFor } from '../../dependents/index.js';
import { balanceOf, listMovements, monthly } from '../movements.js';

/** My balance and what explains it: the movements, and their totals per month. */
const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'signed-in' });

  app.get(
    '/dashboard/balanceUser',
    {
      schema: {
        summary: 'Mi saldo por moneda: disponible y pendiente',
        response: { 200: dataEnvelope(balanceSchema) },
      },
    },
    async (request) => ({ data: await balanceOf(app, currentUser(request).id) }),
  );
  app.get(
    '/dashboard/transactionsUser',
    {
      schema: {
        summary: 'Mis movimientos (o los de la hucha de alguien de mi familia), los más recientes primero',
        querystring: movementsQuery,
        response: { 200: pageEnvelope(movementSchema) },
      },
    },
    async (request) => ({
      data: await listMovements(
        app,
        await actingFor(app.db, currentUser(request).id, request.query.for),
        request.query,
      ),
    }),
  );
  app.get(
    '/dashboard/monthlyUser',
    {
      schema: {
        summary: 'Dinero recibido y enviado por mes (últimos 12 meses)',
        querystring: monthlyQuery,
        response: { 200: dataEnvelope(z.array(monthlySchema)) },
      },
    },
    async (request) => ({ data: await monthly(app, currentUser(request).id, request.query.currency) }),
  );
};

export default movementRoutes;
