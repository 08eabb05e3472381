import {
  dataEnvelope,
  fundInputSchema,
  fundUpdateSchema,
  giftInputSchema,
  giftReserveBody,
  giftSchema,
  giftUpdateSchema,
  messageSchema,
  productInputSchema,
  productSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESERVATIONS_PER_ACCOUNT } from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import { closeGift, saveFund, updateFund } from './funds.js';
import {
  addGift,
  deleteGift,
  markBought,
  markGiven,
  releaseGift,
  reserveGift,
  saveOwnProduct,
  updateGift,
} from './service.js';

const tags = ['listas'];
const security = [{ typeToken: [] }];
const gift = dataEnvelope(giftSchema);
const idParams = z.object({ id: z.string().max(64) });

/**
 * The gift calls of seed "Products, gifts and favorites": adding and changing a list's gifts,
 * reserving ("Lo compro yo"), releasing ("Dejar libre"), marking given, and one's own products.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);

    authed.post(
      '/list/gift/save',
      {
        schema: {
          tags,
          security,
          summary: 'Añadir un regalo a mi lista (producto existente o nuevo)',
          body: giftInputSchema,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await addGift(app, currentUser(request), request.body) }),
    );
    authed.post(
      '/list/fund/save',
      {
        schema: {
          tags,
          security,
          summary: 'Añadir un fondo de dinero a mi lista (con objetivo o sin él)',
          body: fundInputSchema,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await saveFund(app, currentUser(request).id, request.body) }),
    );
    authed.put(
      '/list/fund/update/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Cambiar un fondo de mi lista: nombre, objetivo, cantidades sugeridas',
          params: idParams,
          body: fundUpdateSchema,
          response: { 200: gift },
        },
      },
      async (request) => ({
        data: await updateFund(app, currentUser(request).id, request.params.id, request.body),
      }),
    );
    authed.put(
      '/gift/close/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Cerrar antes de tiempo un regalo en grupo o un fondo (lo aportado se queda)',
          params: idParams,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await closeGift(app, currentUser(request).id, request.params.id) }),
    );
    authed.put(
      '/gift/update/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Cambiar cantidad, prioridad o nota de un regalo (quien hizo la lista)',
          params: idParams,
          body: giftUpdateSchema,
          response: { 200: gift },
        },
      },
      async (request) => ({
        data: await updateGift(app, currentUser(request).id, request.params.id, request.body),
      }),
    );
    authed.put(
      '/gift/reserve/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Reservar un regalo para darlo (quien hizo la lista no sabrá quién hasta la revelación, ni después si showName es false)',
          params: idParams,
          body: giftReserveBody,
          response: { 200: gift },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.rateLimit.hit(`reserve:account:${user.id}`, RESERVATIONS_PER_ACCOUNT);
        return {
          data: await reserveGift(app, user.id, request.params.id, request.body ?? { showName: true }),
        };
      },
    );
    authed.delete(
      '/gift/reserve/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Liberar un regalo: quien lo reservó, o quien hizo la lista (sin saber quién lo tenía)',
          params: idParams,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await releaseGift(app, currentUser(request).id, request.params.id) }),
    );
    authed.put(
      '/gift/given/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Marcar como entregado un regalo que reservé',
          params: idParams,
          response: { 200: gift },
        },
      },
      async (request) => ({ data: await markGiven(app, currentUser(request).id, request.params.id) }),
    );
    authed.put(
      '/gift/bought/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Ya lo compré por mi cuenta: nadie más lo comprará (quien hizo la lista no sabrá quién hasta la revelación)',
          params: idParams,
          response: { 200: gift },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.rateLimit.hit(`reserve:account:${user.id}`, RESERVATIONS_PER_ACCOUNT);
        return { data: await markBought(app, user.id, request.params.id) };
      },
    );
    authed.delete(
      '/list/gift/delete/:a/:b',
      {
        schema: {
          tags,
          security,
          summary: 'Quitar un regalo de mi lista: a = id de la lista, b = id del regalo',
          params: z.object({ a: z.string().max(64), b: z.string().max(64) }),
          response: { 200: dataEnvelope(messageSchema) },
        },
      },
      async (request) => {
        await deleteGift(app, currentUser(request).id, request.params.a, request.params.b);
        return { data: { message: 'Regalo quitado de la lista.' } };
      },
    );
    authed.post(
      '/product/save',
      {
        schema: {
          tags: ['productos'],
          security,
          summary: 'Guardar un producto propio (a mano o desde un enlace)',
          body: productInputSchema,
          response: { 200: dataEnvelope(productSchema) },
        },
      },
      async (request) => ({ data: await saveOwnProduct(app, currentUser(request).id, request.body) }),
    );
  });
};

export default routes;
