import {
  bankSaveSchema,
  cardSaveSchema,
  cardSetupSchema,
  dataEnvelope,
  paymentMethodSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARD_SAVES_PER_ACCOUNT, PAYOUTS_PER_ACCOUNT } from '../../../limits.js';
import { currentUser } from '../../../plugins/auth.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { saveBank, saveCard, startCardSetup } from '../methods.js';

/** Saving a card (to pay) or the bank account to receive payouts in, each limited per account. */
const savingMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['billetera'], access: 'signed-in' });

  app.post(
    '/card/setup',
    {
      schema: {
        summary: 'Empezar a guardar una tarjeta (Stripe)',
        response: { 200: dataEnvelope(cardSetupSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimit.hit(`card:account:${user.id}`, CARD_SAVES_PER_ACCOUNT);
      return { data: await startCardSetup(app, user.id) };
    },
  );
  app.post(
    '/card/save',
    {
      schema: {
        summary: 'Guardar una tarjeta',
        body: cardSaveSchema,
        response: { 200: dataEnvelope(paymentMethodSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimit.hit(`card:account:${user.id}`, CARD_SAVES_PER_ACCOUNT);
      return { data: await saveCard(app, user.id, request.body) };
    },
  );
  app.post(
    '/bank/save',
    {
      schema: {
        summary: 'Guardar la cuenta donde recibir el dinero',
        body: bankSaveSchema,
        response: { 200: dataEnvelope(paymentMethodSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.rateLimit.hit(`payout:account:${user.id}`, PAYOUTS_PER_ACCOUNT);
      return { data: await saveBank(app, user.id, request.body) };
    },
  );
};

export default savingMethodRoutes;
