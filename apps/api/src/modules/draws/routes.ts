import {
  dataEnvelope,
  drawAddBody,
  drawAnswerInput,
  drawDetailSchema,
  drawExclusionsBody,
  drawInputSchema,
  drawInvitationSchema,
  drawJoinBody,
  drawQuery,
  drawQuestionInput,
  drawQuestionSchema,
  drawQuestionsSchema,
  drawRedrawBody,
  drawResultSchema,
  drawSchema,
  drawWishListBody,
  messageSchema,
  pageEnvelope,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { answerQuestion, askRecipient, myResult, questionsOf, revealMyself } from './secret.js';
import {
  addToDraw,
  createDraw,
  getDraw,
  invitation,
  joinDraw,
  leaveDraw,
  listDraws,
  redraw,
  runDraw,
  setExclusions,
  setWishList,
} from './service.js';

const tags = ['amigo invisible'];
const security = [{ typeToken: [] }];
const detail = dataEnvelope(drawDetailSchema);
const idParams = z.object({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(100) });

/**
 * Amigo invisible / amigo secreto (issue 17). Everything needs a session; a draw is reached by id only by its
 * organiser and participants, and by its invitation token by anyone who has the link.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const me = currentUser;

  app.post(
    '/draw/save',
    {
      schema: {
        tags,
        security,
        summary: 'Crear un sorteo',
        body: drawInputSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await createDraw(app, me(request).id, request.body) }),
  );
  app.get(
    '/draw/getPagination',
    {
      schema: {
        tags,
        security,
        summary: 'Mis sorteos (los que organizo o en los que participo); `event` para los de un evento',
        querystring: drawQuery,
        response: { 200: pageEnvelope(drawSchema) },
      },
    },
    async (request) => ({ data: await listDraws(app, me(request).id, request.query) }),
  );
  app.get(
    '/draw/get/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Un sorteo con sus participantes (nunca quién regala a quién)',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await getDraw(app, me(request).id, request.params.id) }),
  );
  app.get(
    '/draw/invite/:token',
    {
      schema: {
        tags,
        security,
        summary: 'Lo que muestra el enlace de invitación antes de entrar',
        params: tokenParams,
        response: { 200: dataEnvelope(drawInvitationSchema) },
      },
    },
    async (request) => ({ data: await invitation(app, me(request).id, request.params.token) }),
  );
  app.post(
    '/draw/join',
    {
      schema: {
        tags,
        security,
        summary: 'Entrar con el enlace de invitación',
        body: drawJoinBody,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await joinDraw(app, me(request).id, request.body.token) }),
  );
  app.post(
    '/draw/add/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Añadir amigos (quien organiza, antes del sorteo)',
        params: idParams,
        body: drawAddBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await addToDraw(app, me(request).id, request.params.id, request.body.userIds),
    }),
  );
  app.post(
    '/draw/leave/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Salir del sorteo (antes de hacerlo)',
        params: idParams,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await leaveDraw(app, me(request).id, request.params.id);
      return { data: { message: 'Has salido del sorteo.' } };
    },
  );
  app.put(
    '/draw/exclusions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Parejas que no se regalan entre sí (quien organiza, antes del sorteo)',
        params: idParams,
        body: drawExclusionsBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await setExclusions(app, me(request).id, request.params.id, request.body.exclusions),
    }),
  );
  app.put(
    '/draw/wishList/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mi lista de deseos para este intercambio (una lista mía, o null)',
        params: idParams,
        body: drawWishListBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await setWishList(app, me(request).id, request.params.id, request.body.listId),
    }),
  );
  app.post(
    '/draw/run/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Hacer el sorteo (quien organiza); si las reglas no lo permiten, DRAW_IMPOSSIBLE dice cuál relajar',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await runDraw(app, me(request).id, request.params.id) }),
  );
  app.post(
    '/draw/redraw/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Repetir el sorteo: si alguien ya vio su resultado, solo avisando a todos',
        params: idParams,
        body: drawRedrawBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await redraw(app, me(request).id, request.params.id, request.body.tellEveryone),
    }),
  );
  app.get(
    '/draw/myResult/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A quién le regalo yo, con su lista (solo mi pareja, nunca la de otros)',
        params: idParams,
        response: { 200: dataEnvelope(drawResultSchema) },
      },
    },
    async (request) => ({ data: await myResult(app, me(request).id, request.params.id) }),
  );
  app.post(
    '/draw/reveal/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Desde el día del intercambio: decirle a quien regalo que era yo',
        params: idParams,
        response: { 200: dataEnvelope(drawResultSchema) },
      },
    },
    async (request) => ({ data: await revealMyself(app, me(request).id, request.params.id) }),
  );
  app.get(
    '/draw/questions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mis preguntas a quien regalo y las preguntas anónimas que me han hecho',
        params: idParams,
        response: { 200: dataEnvelope(drawQuestionsSchema) },
      },
    },
    async (request) => ({ data: await questionsOf(app, me(request).id, request.params.id) }),
  );
  app.post(
    '/draw/ask/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Pregunta anónima a quien regalo',
        params: idParams,
        body: drawQuestionInput,
        response: { 200: dataEnvelope(drawQuestionSchema) },
      },
    },
    async (request) => ({
      data: await askRecipient(app, me(request).id, request.params.id, request.body.text),
    }),
  );
  app.post(
    '/draw/answer/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Responder a una pregunta anónima; la respuesta vuelve a quien preguntó',
        params: idParams,
        body: drawAnswerInput,
        response: { 200: dataEnvelope(drawQuestionSchema) },
      },
    },
    async (request) => ({
      data: await answerQuestion(app, me(request).id, request.params.id, request.body.text),
    }),
  );
};

export default routes;
