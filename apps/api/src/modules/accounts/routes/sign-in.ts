import {
  dataEnvelope,
  loginBody,
  loginMobileBody,
  registerPersonBody,
  sessionUserSchema,
  userTypes,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_IN_PER_ADDRESS, SIGN_UP_PER_ADDRESS } from '../../../limits.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { loginWithPassword, registerAccount } from '../service.js';
import { client, perIp, userAgent } from './per-address.js';

const session = dataEnvelope(sessionUserSchema);

/** Seed §7 "Authentication": creating a person's account and signing in with a password. */
const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'no-session' });

  app.post(
    '/person/save',
    {
      onRequest: perIp('register', SIGN_UP_PER_ADDRESS),
      schema: {
        summary: 'Crear una cuenta de persona',
        body: registerPersonBody,
        response: { 200: session },
      },
    },
    async (request) => ({
      data: await registerAccount(app, { ...request.body, type: userTypes.person }, userAgent(request)),
    }),
  );

  app.post(
    '/user/login',
    {
      onRequest: perIp('login', SIGN_IN_PER_ADDRESS),
      schema: {
        summary: 'Iniciar sesión con correo y contraseña',
        body: loginBody,
        response: { 200: session },
      },
    },
    async (request) => ({
      data: await loginWithPassword(
        app,
        { email: request.body.email },
        request.body.password,
        client(request),
      ),
    }),
  );

  app.post(
    '/user/login_movil',
    {
      onRequest: perIp('login', SIGN_IN_PER_ADDRESS),
      schema: {
        summary: 'Iniciar sesión con móvil y contraseña',
        body: loginMobileBody,
        response: { 200: session },
      },
    },
    async (request) => {
      const { codephone, mobile, password } = request.body;
      return { data: await loginWithPassword(app, { codephone, mobile }, password, client(request)) };
    },
  );
};

export default signInRoutes;
