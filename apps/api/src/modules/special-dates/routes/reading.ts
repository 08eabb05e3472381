import {
  dataEnvelope,
  friendsSpecialDatesQuery,
  monthQuery,
  mySpecialDatesQuery,
  occurrenceSchema,
  pageEnvelope,
  specialDateSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { actingFor } from '../../dependents/index.js';
import { todayUtc } from '../occurrences.js';
import { friendsSpecialDates, getSpecialDate, mySpecialDates, specialDatesInMonth } from '../service.js';
import { todayForQuery } from './today-query.js';

const one = dataEnvelope(specialDateSchema);
const idParams = z.object({ id: z.string().max(80) });

/** One special date, mine in order of what comes next, my friends' ahead, and a month for the calendar. */
const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['fechas especiales'], access: 'signed-in' });

  app.get(
    '/special/dates/get/:id',
    {
      schema: {
        summary: 'Una fecha especial mía, de alguien de mi familia (`for`) o de un amigo',
        params: idParams,
        querystring: todayForQuery,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await getSpecialDate(
        app,
        await actingFor(app.db, currentUser(request).id, request.query.for),
        request.params.id,
        request.query.today ?? todayUtc(),
      ),
    }),
  );

  app.get(
    '/special/dates/getMySpecialDate',
    {
      schema: {
        summary: 'Mis fechas especiales (con mi cumpleaños), la más próxima primero',
        querystring: mySpecialDatesQuery.extend(todayForQuery.shape),
        response: { 200: pageEnvelope(specialDateSchema) },
      },
    },
    async (request) => {
      const { today, for: dependentId, ...page } = request.query;
      const whose = await actingFor(app.db, currentUser(request).id, dependentId);
      return { data: await mySpecialDates(app, whose, page, today ?? todayUtc()) };
    },
  );

  app.get(
    '/special/dates/getSpecialDateFriends',
    {
      schema: {
        summary: 'Fechas especiales de mis amigos desde `date` durante `days` días (30 por defecto)',
        querystring: friendsSpecialDatesQuery,
        response: { 200: dataEnvelope(z.array(specialDateSchema)) },
      },
    },
    async (request) => ({
      data: await friendsSpecialDates(app, currentUser(request).id, request.query.date, request.query.days),
    }),
  );

  app.get(
    '/special/dates/byMonth',
    {
      schema: {
        summary: 'Mis fechas y las de mis amigos en un mes, para el calendario',
        querystring: monthQuery,
        response: { 200: dataEnvelope(z.array(occurrenceSchema)) },
      },
    },
    async (request) => ({
      data: await specialDatesInMonth(app, currentUser(request).id, request.query.year, request.query.month),
    }),
  );
};

export default readingRoutes;
