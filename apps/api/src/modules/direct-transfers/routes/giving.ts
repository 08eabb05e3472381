import {
  dataEnvelope,
  directPledgeSchema,
  directTransferDeclareSchema,
  directTransferInstructionsSchema,
  directTransferStartSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.js';
import { routeGroup } from '../../../plugins/route-group.js';
import {
  guestIdempotencyScope,
  hitGuestPaymentLimits,
  hitPaymentLimit,
  idempotencyHeaders,
  idempotentCall,
} from '../../payments/index.js';
import { declareTransfer, startTransfer } from '../giving.js';

/** Givers, signed in or with the list's link: the whole IBAN and a reference, then "Ya he hecho la transferencia". */
const givingRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['transferencia directa'], access: 'anyone' });

  app.post(
    '/direct-transfer/start',
    {
      schema: {
        summary: 'Quiero transferir: el IBAN completo, la cantidad y la referencia que escribir',
        body: directTransferStartSchema,
        response: { 200: dataEnvelope(directTransferInstructionsSchema) },
      },
    },
    async (request) => ({ data: await startTransfer(app, request.user?.id ?? null, request.body) }),
  );

  app.post(
    '/direct-transfer/declare',
    {
      schema: {
        summary: 'Ya he hecho la transferencia: avisar a quien hizo la lista para que lo confirme',
        headers: idempotencyHeaders,
        body: directTransferDeclareSchema,
        response: { 200: dataEnvelope(directPledgeSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const email = request.body.email;
      if (!user && !email)
        throw new AppError('VALIDATION_ERROR', 'Escribe tu correo: te avisaremos cuando le llegue.', [
          { path: 'email', message: 'Escribe tu correo: te avisaremos cuando le llegue.' },
        ]);
      return idempotentCall(
        app,
        request,
        {
          operation: 'direct-transfer/declare',
          scope: user ? user.id : guestIdempotencyScope(email ?? ''),
        },
        async (key) => {
          if (user) await hitPaymentLimit(app, user.id);
          else await hitGuestPaymentLimits(app, request.address, email ?? '');
          return declareTransfer(app, user ? { id: user.id, name: user.name } : null, request.body, key);
        },
      );
    },
  );
};

export default givingRoutes;
