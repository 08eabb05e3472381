import {
  dataEnvelope,
  directPledgeDecisionSchema,
  directPledgeSchema,
  directTransferDetailsSchema,
  directTransferSaveSchema,
  messageSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { decidePledge } from '../decide.js';
import { removeDetails, saveDetails } from '../details.js';
import { pledgesOfList } from '../pledge-view.js';

const listParams = z.object({ listId: z.string().max(64) });
const idParams = z.object({ id: z.string().max(64) });

/** The list's owner: their IBAN and Bizum on a list, the transfers people said they made, and answering each. */
const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['transferencia directa'], access: 'signed-in' });

  app.post(
    '/direct-transfer/save',
    {
      schema: {
        summary: 'Mostrar mi IBAN (y mi Bizum) en una de mis listas para que me transfieran directamente',
        body: directTransferSaveSchema,
        response: { 200: dataEnvelope(directTransferDetailsSchema.nullable()) },
      },
    },
    async (request) => ({ data: await saveDetails(app, currentUser(request).id, request.body) }),
  );

  app.delete(
    '/direct-transfer/delete/:listId',
    {
      schema: {
        summary: 'Dejar de mostrar mi IBAN en una de mis listas',
        params: listParams,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await removeDetails(app, currentUser(request).id, request.params.listId);
      return { data: { message: 'Ya no se muestra tu IBAN en esta lista.' } };
    },
  );

  app.get(
    '/direct-transfer/list/:listId',
    {
      schema: {
        summary: 'Las transferencias que me han dicho que me hicieron para una de mis listas',
        params: listParams,
        response: { 200: dataEnvelope(z.array(directPledgeSchema)) },
      },
    },
    async (request) => ({ data: await pledgesOfList(app, currentUser(request).id, request.params.listId) }),
  );

  app.post(
    '/direct-transfer/decide/:id',
    {
      schema: {
        summary: 'Contestar a un aviso de transferencia: «Me ha llegado» o «No me ha llegado»',
        params: idParams,
        body: directPledgeDecisionSchema,
        response: { 200: dataEnvelope(directPledgeSchema) },
      },
    },
    async (request) => ({
      data: await decidePledge(app, currentUser(request).id, request.params.id, request.body.arrived),
    }),
  );
};

export default ownerRoutes;
