import {
  dataEnvelope,
  drawAnswerInput,
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

const idParams = z.object({ id: z.string().max(64) });

/** After the draw: whom I give to, telling them it was me, and anonymous questions both ways. */
const myRecipientRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigo invisible'], access: 'signed-in' });

  app.get(
    '/draw/myResult/:id',
    {
      schema: {
        summary: 'A quién le regalo yo, con su lista (solo mi pareja, nunca la de otros)',
        params: idParams,
        response: { 200: dataEnvelope(drawResultSchema) },
      },
    },
    async (request) => ({ data: await myResult(app, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/draw/reveal/:id',
    {
      schema: {
        summary: 'Desde el día del intercambio: decirle a quien regalo que era yo',
        params: idParams,
        response: { 200: dataEnvelope(drawResultSchema) },
      },
    },
    async (request) => ({ data: await revealMyself(app, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/draw/questions/:id',
    {
      schema: {
        summary: 'Mis preguntas a quien regalo y las preguntas anónimas que me han hecho',
        params: idParams,
        response: { 200: dataEnvelope(drawQuestionsSchema) },
      },
    },
    async (request) => ({ data: await questionsOf(app, currentUser(request).id, request.params.id) }),
  );

  app.post(
    '/draw/ask/:id',
    {
      schema: {
        summary: 'Pregunta anónima a quien regalo',
        params: idParams,
        body: drawQuestionInput,
        response: { 200: dataEnvelope(drawQuestionSchema) },
      },
    },
    async (request) => ({
      data: await askRecipient(app, currentUser(request).id, request.params.id, request.body.text),
    }),
  );

  app.post(
    '/draw/answer/:id',
    {
      schema: {
        summary: 'Responder a una pregunta anónima; la respuesta vuelve a quien preguntó',
        params: idParams,
        body: drawAnswerInput,
        response: { 200: dataEnvelope(drawQuestionSchema) },
      },
    },
    async (request) => ({
      data: await answerQuestion(app, currentUser(request).id, request.params.id, request.body.text),
    }),
  );
};

export default myRecipientRoutes;
