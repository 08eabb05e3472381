import {
  dataEnvelope,
  dependentCardSchema,
  dependentInputSchema,
  dependentSchema,
  dependentUpdateSchema,
  handoverAcceptSchema,
  handoverInputSchema,
  handoverPreviewSchema,
  handoverSchema,
  handoverTokenSchema,
  messageSchema,
  sessionUserSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_PER_ADDRESS } from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import { routeGroup } from '../../plugins/route-group.js';
import { perIp, userAgent } from '../accounts/index.js';
import { acceptHandover, lookAtHandover, startHandover, withdrawHandover } from './handover.js';
import {
  createDependent,
  deleteDependent,
  friendsDependents,
  getDependent,
  myDependents,
  updateDependent,
} from './service.js';

const one = dataEnvelope(dependentSchema);
const idParams = z.object({ id: z.string().max(64) });

/** "Mi familia": profiles without an account and their guardians (packages/contract/src/dependents.ts). */
const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['mi familia'], access: 'signed-in' });

  app.get(
    '/dependent/mine',
    {
      schema: {
        summary: 'Los perfiles de mi familia que cuido',
        response: { 200: dataEnvelope(z.array(dependentSchema)) },
      },
    },
    async (request) => ({ data: await myDependents(app, currentUser(request).id) }),
  );

  app.post(
    '/dependent/create',
    {
      schema: {
        summary: 'Crear el perfil de alguien sin cuenta',
        body: dependentInputSchema,
        response: { 200: one },
      },
    },
    async (request) => ({ data: await createDependent(app, currentUser(request).id, request.body) }),
  );

  app.get(
    '/dependent/get/:id',
    { schema: { summary: 'Un perfil que cuido', params: idParams, response: { 200: one } } },
    async (request) => ({ data: await getDependent(app, currentUser(request).id, request.params.id) }),
  );

  app.put(
    '/dependent/update/:id',
    {
      schema: {
        summary: 'Cambiar un perfil que cuido',
        params: idParams,
        body: dependentUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await updateDependent(app, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/dependent/delete/:id',
    {
      schema: {
        summary: 'Borrar un perfil que cuido (con su hucha vacía)',
        params: idParams,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await deleteDependent(app, currentUser(request).id, request.params.id);
      return { data: { message: 'Perfil borrado.' } };
    },
  );

  app.get(
    '/dependent/friend/:userId',
    {
      schema: {
        summary: 'Los perfiles de familia de un amigo que puedo ver',
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: dataEnvelope(z.array(dependentCardSchema)) },
      },
    },
    async (request) => ({
      data: await friendsDependents(app, currentUser(request).id, request.params.userId),
    }),
  );

  app.post(
    '/dependent/handover/:id',
    {
      schema: {
        summary: 'Entregar el perfil a su dueño: le enviamos un enlace a su correo',
        params: idParams,
        body: handoverInputSchema,
        response: { 200: dataEnvelope(handoverSchema) },
      },
    },
    async (request) => ({
      data: await startHandover(app, currentUser(request), request.params.id, request.body.email),
    }),
  );

  app.delete(
    '/dependent/handover/:id',
    {
      schema: {
        summary: 'Retirar la entrega de un perfil',
        // `POST dependent/handover/{id}` would get the same one.
        operationId: 'dependentHandoverWithdraw',
        params: idParams,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await withdrawHandover(app, currentUser(request).id, request.params.id);
      return { data: { message: 'Has retirado la entrega del perfil.' } };
    },
  );
};

/** The person receiving their profile: signed out, with the link's secret. */
const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['mi familia'], access: 'no-session' });

  app.post(
    '/dependent/handover-look',
    {
      onRequest: perIp('handover', SIGN_IN_PER_ADDRESS),
      schema: {
        summary: 'Ver qué perfil se recibe con un enlace de entrega',
        body: handoverTokenSchema,
        response: { 200: dataEnvelope(handoverPreviewSchema) },
      },
    },
    async (request) => ({ data: await lookAtHandover(app, request.body.token) }),
  );

  app.post(
    '/dependent/handover-accept',
    {
      onRequest: perIp('handover', SIGN_IN_PER_ADDRESS),
      schema: {
        summary: 'Recibir mi perfil: elegir contraseña y entrar',
        body: handoverAcceptSchema,
        response: { 200: dataEnvelope(sessionUserSchema) },
      },
    },
    async (request) => ({ data: await acceptHandover(app, request.body, userAgent(request)) }),
  );
};

const dependentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(guardianRoutes);
  await app.register(handoverRoutes);
};

export default dependentRoutes;
