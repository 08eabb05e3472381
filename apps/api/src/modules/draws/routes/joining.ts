import {
  dataEnvelope,
  drawAddBody,
  drawDetailSchema,
  drawForQuery,
  drawInvitationSchema,
  drawJoinBody,
  drawJoinDependentBody,
  messageSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { actingAs, addToDraw, invitation, joinDependent, joinDraw, leaveDraw } from '../service.js';

const detail = dataEnvelope(drawDetailSchema);
const idParams = z.object({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(100) });

/** Who takes part: the invitation link, joining with it, adding friends and leaving. */
const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['amigo invisible'], access: 'signed-in' });

  app.get(
    '/draw/invite/:token',
    {
      schema: {
        summary: 'Lo que muestra el enlace de invitación antes de entrar',
        params: tokenParams,
        response: { 200: dataEnvelope(drawInvitationSchema) },
      },
    },
    async (request) => ({ data: await invitation(app, currentUser(request).id, request.params.token) }),
  );

  app.post(
    '/draw/join',
    {
      schema: {
        summary: 'Entrar con el enlace de invitación',
        body: drawJoinBody,
        response: { 200: detail },
      },
    },
    async (request) => ({ data: await joinDraw(app, currentUser(request).id, request.body.token) }),
  );

  app.post(
    '/draw/joinDependent/:id',
    {
      schema: {
        summary: 'Apuntar a alguien de mi familia que cuido (antes del sorteo), con una de sus listas',
        params: idParams,
        body: drawJoinDependentBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await joinDependent(
        app,
        currentUser(request).id,
        request.params.id,
        request.body.dependentId,
        request.body.wishListId ?? null,
      ),
    }),
  );

  app.post(
    '/draw/add/:id',
    {
      schema: {
        summary: 'Añadir amigos (quien organiza, antes del sorteo)',
        params: idParams,
        body: drawAddBody,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await addToDraw(app, currentUser(request).id, request.params.id, request.body.userIds),
    }),
  );

  app.post(
    '/draw/leave/:id',
    {
      schema: {
        summary: 'Salir del sorteo (antes de hacerlo), o sacar de él a alguien de mi familia (`?for=`)',
        params: idParams,
        querystring: drawForQuery,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      const me = currentUser(request).id;
      const who = await actingAs(app, me, request.query.for);
      await leaveDraw(app, who, request.params.id);
      return { data: { message: who === me ? 'Has salido del sorteo.' : 'Ya no participa en el sorteo.' } };
    },
  );
};

export default joiningRoutes;
