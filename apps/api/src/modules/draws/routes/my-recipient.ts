import {
  dataEnvelope,
  drawAnswerInput,
  drawForQuery,
  drawQuestionInput,
  drawQuestionSchema,
  drawQuestionsSchema,
  drawResultSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { answerQuestion, askRecipient, myResult, questionsOf, revealMyself } from '../secret.js';
import { actingAs } from '../service.js';

const idParams = z.object({ id: z.string().max(64) });

/**
 * After the draw: whom I give to, telling them it was me, and anonymous questions both ways. With
 * `?for={dependentId}` a guardian does each for a dependent they look after (404 to anyone else).
 */
const myRecipientRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigo invisible'], access: 'signed-in' });

  app.get(
    '/draw/myResult/:id',
    {
      schema: {
        summary: 'A quién le regalo yo, con su lista (solo mi pareja, nunca la de otros)',
        params: idParams,
        querystring: drawForQuery,
        response: { 200: dataEnvelope(drawResultSchema) },
      },
    },
    async (request) => {
      const me = currentUser(request).id;
      const who = await actingAs(app, me, request.query.for);
      return { data: await myResult(app, who, request.params.id, me) };
    },
  );

  app.post(
    '/draw/reveal/:id',
    {
      schema: {
        summary: 'Desde el día del intercambio: decirle a quien regalo que era yo',
        params: idParams,
        querystring: drawForQuery,
        response: { 200: dataEnvelope(drawResultSchema) },
      },
    },
    async (request) => {
      const me = currentUser(request).id;
      const who = await actingAs(app, me, request.query.for);
      return { data: await revealMyself(app, who, request.params.id, me) };
    },
  );

  app.get(
    '/draw/questions/:id',
    {
      schema: {
        summary: 'Mis preguntas a quien regalo y las preguntas anónimas que me han hecho',
        params: idParams,
        querystring: drawForQuery,
        response: { 200: dataEnvelope(drawQuestionsSchema) },
      },
    },
    async (request) => {
      const who = await actingAs(app, currentUser(request).id, request.query.for);
      return { data: await questionsOf(app, who, request.params.id) };
    },
  );

  app.post(
    '/draw/ask/:id',
    {
      schema: {
        summary: 'Pregunta anónima a quien regalo',
        params: idParams,
        querystring: drawForQuery,
        body: drawQuestionInput,
        response: { 200: dataEnvelope(drawQuestionSchema) },
      },
    },
    async (request) => {
      const who = await actingAs(app, currentUser(request).id, request.query.for);
      return { data: await askRecipient(app, who, request.params.id, request.body.text) };
    },
  );

  app.post(
    '/draw/answer/:id',
    {
      schema: {
        summary: 'Responder a una pregunta anónima; la respuesta vuelve a quien preguntó',
        params: idParams,
        querystring: drawForQuery,
        body: drawAnswerInput,
        response: { 200: dataEnvelope(drawQuestionSchema) },
      },
    },
    async (request) => {
      const who = await actingAs(app, currentUser(request).id, request.query.for);
      return { data: await answerQuestion(app, who, request.params.id, request.body.text) };
    },
  );
};

export default myRecipientRoutes;
