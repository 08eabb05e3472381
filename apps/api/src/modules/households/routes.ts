import {
  dataEnvelope,
  householdInputSchema,
  householdMemberInputSchema,
  householdSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { routeGroup } from '../../plugins/route-group.js';
import { addMember, createHousehold, myHousehold, removeMember, renameHousehold } from './service.js';

const household = dataEnvelope(householdSchema);
const idParams = z.object({ id: z.string().max(64) });

/** "Misma casa": the household I live in, with my friends and dependents in it (packages/contract/src/dependents.ts). */
const householdRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['misma casa'], access: 'signed-in' });

  app.get(
    '/household/mine',
    {
      schema: {
        summary: 'La casa en la que estoy, con quienes viven en ella (o null)',
        response: { 200: dataEnvelope(householdSchema.nullable()) },
      },
    },
    async (request) => ({ data: await myHousehold(app, currentUser(request).id) }),
  );

  app.post(
    '/household/create',
    {
      schema: {
        summary: 'Crear mi casa (estoy en ella)',
        body: householdInputSchema,
        response: { 200: household },
      },
    },
    async (request) => ({ data: await createHousehold(app, currentUser(request).id, request.body.name) }),
  );

  app.put(
    '/household/update/:id',
    {
      schema: {
        summary: 'Cambiar el nombre de mi casa',
        params: idParams,
        body: householdInputSchema,
        response: { 200: household },
      },
    },
    async (request) => ({
      data: await renameHousehold(app, currentUser(request).id, request.params.id, request.body.name),
    }),
  );

  app.post(
    '/household/members/:id',
    {
      schema: {
        summary: 'Añadir a mi casa a un amigo (se le avisa) o a alguien de mi familia que cuido',
        params: idParams,
        body: householdMemberInputSchema,
        response: { 200: household },
      },
    },
    async (request) => ({
      data: await addMember(app, currentUser(request), request.params.id, request.body.userId),
    }),
  );

  app.delete(
    '/household/members/:id/:userId',
    {
      schema: {
        summary: 'Quitar a alguien de mi casa, o salir de ella (mi propio id)',
        operationId: 'householdMembersRemove',
        params: idParams.extend({ userId: z.string().max(64) }),
        response: { 200: dataEnvelope(householdSchema.nullable()) },
      },
    },
    async (request) => ({
      data: await removeMember(app, currentUser(request).id, request.params.id, request.params.userId),
    }),
  );
};

export default householdRoutes;
