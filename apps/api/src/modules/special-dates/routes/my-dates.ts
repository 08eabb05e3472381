import {
  dataEnvelope,
  forDependentQuery,
  messageSchema,
  specialDateInputSchema,
  specialDateSchema,
  specialDateUpdateSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { actingFor } from '../../dependents/index.js';
import { todayUtc } from '../occurrences.js';
import { createSpecialDate, deleteSpecialDate, updateSpecialDate } from '../service.js';
import { todayForQuery } from './today-query.js';

const one = dataEnvelope(specialDateSchema);
const idParams = z.object({ id: z.string().max(80) });

/** Saving, changing and deleting my special dates. */
const myDateRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['fechas especiales'], access: 'signed-in' });

  app.post(
    '/special/dates/save',
    {
      schema: {
        summary: 'Guardar una fecha especial',
        // `today` (the person's day) places `next` in the answer; without it, UTC's day.
        querystring: todayForQuery,
        body: specialDateInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await createSpecialDate(
        app,
        await actingFor(app.db, currentUser(request).id, request.query.for),
        request.body,
        request.query.today ?? todayUtc(),
      ),
    }),
  );

  app.put(
    '/special/dates/update/:id',
    {
      schema: {
        summary: 'Cambiar una fecha especial mía',
        params: idParams,
        querystring: todayForQuery,
        body: specialDateUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await updateSpecialDate(
        app,
        await actingFor(app.db, currentUser(request).id, request.query.for),
        request.params.id,
        request.body,
        request.query.today ?? todayUtc(),
      ),
    }),
  );

  app.delete(
    '/special/dates/delete/:id',
    {
      schema: {
        summary: 'Borrar una fecha especial mía',
        params: idParams,
        querystring: forDependentQuery,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      const whose = await actingFor(app.db, currentUser(request).id, request.query.for);
      await deleteSpecialDate(app, whose, request.params.id);
      return { data: { message: 'Fecha borrada.' } };
    },
  );
};

export default myDateRoutes;
