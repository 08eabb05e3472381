import {
  charityChoiceBody,
  charityOngSchema,
  dataEnvelope,
  ongListQuery,
  ongOwnSchema,
  ongPageSchema,
  ongSummarySchema,
  ongUpdateBody,
  pageEnvelope,
  registerOngBody,
  sessionUserSchema,
  userTypes,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_UP_PER_ADDRESS } from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import { registerAccount } from '../accounts/service.js';
import { setEventCharity, setListCharity } from './charity.js';
import { listOngs, ongPage, ownOng, updateOng } from './service.js';

const tags = ['ong'];
const security = [{ typeToken: [] }];
const idParams = z.object({ id: z.string().max(64) });

/**
 * `register-ong`: an organisation signs up like a person (type 2) and stays
 * "pendiente de verificación" until an operator runs `npm run ong:verify -- <email or id>`.
 * Once verified: its public page (`ong/get/{id}`) and the listing (`ong/list`); the ONG edits its page
 * (`ong/mine`, `ong/update`).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ong/save',
    {
      onRequest: async (request) => app.rateLimit.hit(`register:ip:${request.address}`, SIGN_UP_PER_ADDRESS),
      schema: {
        tags: ['cuenta'],
        summary: 'Registrar una organización (ONG)',
        body: registerOngBody,
        response: { 200: dataEnvelope(sessionUserSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const session = await registerAccount(
        app,
        {
          name: b.name,
          lastname: '',
          email: b.email,
          codephone: b.codephone,
          mobile: b.mobile,
          password: b.password,
          type: userTypes.ong,
          ong: {
            legalId: b.legalId,
            country: b.country,
            website: b.website ?? null,
            description: b.description,
          },
        },
        request.headers['user-agent'],
      );
      return { data: session };
    },
  );

  app.get(
    '/ong/get/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'La página pública de una ONG verificada',
        params: idParams,
        response: { 200: dataEnvelope(ongPageSchema) },
      },
    },
    async (request) => ({ data: await ongPage(app, request.user?.id ?? null, request.params.id) }),
  );
  app.get(
    '/ong/list',
    {
      schema: {
        tags,
        summary: 'ONG verificadas, por nombre',
        querystring: ongListQuery,
        response: { 200: pageEnvelope(ongSummarySchema) },
      },
    },
    async (request) => ({ data: await listOngs(app, request.query) }),
  );

  await app.register(async (scope) => {
    const authed = scope.withTypeProvider<ZodTypeProvider>();
    authed.addHook('onRequest', app.authenticate);
    authed.get(
      '/ong/mine',
      {
        schema: {
          tags,
          security,
          summary: 'Los datos de mi ONG y si está verificada',
          response: { 200: dataEnvelope(ongOwnSchema) },
        },
      },
      async (request) => ({ data: await ownOng(app, currentUser(request).id) }),
    );
    authed.put(
      '/ong/update',
      {
        schema: {
          tags,
          security,
          summary: 'Editar la descripción, el número de registro o la web de mi ONG',
          body: ongUpdateBody,
          response: { 200: dataEnvelope(ongOwnSchema) },
        },
      },
      async (request) => ({ data: await updateOng(app, currentUser(request).id, request.body) }),
    );
    authed.put(
      '/list/charity/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Dona a una ONG en lugar de regalarme: elegir (o quitar) la ONG de mi lista',
          params: idParams,
          body: charityChoiceBody,
          response: { 200: dataEnvelope(charityOngSchema.nullable()) },
        },
      },
      async (request) => ({
        data: await setListCharity(app, currentUser(request).id, request.params.id, request.body.ongId),
      }),
    );
    authed.put(
      '/event/charity/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Dona a una ONG en lugar de regalarme: elegir (o quitar) la ONG de mi evento',
          params: idParams,
          body: charityChoiceBody,
          response: { 200: dataEnvelope(charityOngSchema.nullable()) },
        },
      },
      async (request) => ({
        data: await setEventCharity(app, currentUser(request).id, request.params.id, request.body.ongId),
      }),
    );
  });
};

export default routes;
