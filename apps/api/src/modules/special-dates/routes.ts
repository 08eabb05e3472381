import {
  dataEnvelope,
  friendsSpecialDatesQuery,
  messageSchema,
  monthQuery,
  mySpecialDatesQuery,
  occurrenceSchema,
  pageEnvelope,
  specialDateInputSchema,
  specialDateSchema,
  specialDateUpdateSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { todayUtc } from './occurrences.js';
import {
  createSpecialDate,
  deleteSpecialDate,
  friendsSpecialDates,
  getSpecialDate,
  mySpecialDates,
  specialDatesInMonth,
  updateSpecialDate,
} from './service.js';

const tags = ['fechas especiales'];
const security = [{ typeToken: [] }];
const one = dataEnvelope(specialDateSchema);
const idParams = z.object({ id: z.string().max(80) });
/** "Today" is the person's day: the app sends it; the server's UTC day otherwise. */
const todayQuery = z.object({ today: z.iso.date().optional() });

/** Seed §7 "Special dates" plus `byMonth` for the calendar. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/special/dates/get/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Una fecha especial mía o de un amigo',
        params: idParams,
        querystring: todayQuery,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await getSpecialDate(
        app,
        currentUser(request).id,
        request.params.id,
        request.query.today ?? todayUtc(),
      ),
    }),
  );
  app.get(
    '/special/dates/getMySpecialDate',
    {
      schema: {
        tags,
        security,
        summary: 'Mis fechas especiales (con mi cumpleaños), la más próxima primero',
        querystring: mySpecialDatesQuery.extend(todayQuery.shape),
        response: { 200: pageEnvelope(specialDateSchema) },
      },
    },
    async (request) => {
      const { today, ...page } = request.query;
      return { data: await mySpecialDates(app, currentUser(request).id, page, today ?? todayUtc()) };
    },
  );
  app.get(
    '/special/dates/getSpecialDateFriends',
    {
      schema: {
        tags,
        security,
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
        tags,
        security,
        summary: 'Mis fechas y las de mis amigos en un mes, para el calendario',
        querystring: monthQuery,
        response: { 200: dataEnvelope(z.array(occurrenceSchema)) },
      },
    },
    async (request) => ({
      data: await specialDatesInMonth(app, currentUser(request).id, request.query.year, request.query.month),
    }),
  );
  app.post(
    '/special/dates/save',
    {
      schema: {
        tags,
        security,
        summary: 'Guardar una fecha especial',
        // `today` (the person's day) places `next` in the answer; without it, UTC's day.
        querystring: todayQuery,
        body: specialDateInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await createSpecialDate(
        app,
        currentUser(request).id,
        request.body,
        request.query.today ?? todayUtc(),
      ),
    }),
  );
  app.put(
    '/special/dates/update/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Cambiar una fecha especial mía',
        params: idParams,
        querystring: todayQuery,
        body: specialDateUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await updateSpecialDate(
        app,
        currentUser(request).id,
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
        tags,
        security,
        summary: 'Borrar una fecha especial mía',
        params: idParams,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await deleteSpecialDate(app, currentUser(request).id, request.params.id);
      return { data: { message: 'Fecha borrada.' } };
    },
  );
};

export default routes;
