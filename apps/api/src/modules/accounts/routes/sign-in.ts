import {
  dataEnvelope,
  loginBody,
  loginFacebookBody,
  loginGoogleBody,
  loginMobileBody,
  registerPersonBody,
  sessionUserSchema,
  socialConfigSchema,
  userTypes,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.js';
import { SIGN_IN_PER_ADDRESS, SIGN_UP_PER_ADDRESS, SOCIAL_SIGN_IN_PER_ADDRESS } from '../../../limits.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { loginWithPassword, loginWithSocial, registerAccount } from '../service.js';
import { facebookVerifier, googleVerifier } from '../social.js';
import { client, perIp, userAgent } from './per-address.js';

const session = dataEnvelope(sessionUserSchema);

/** Seed §7 "Authentication": creating a person's account and signing in with a password, Google or Facebook. */
const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'no-session' });
  const google = googleVerifier(app.config);
  const facebook = facebookVerifier(app.config);

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

  app.get(
    '/user/socialConfig',
    {
      schema: {
        summary: 'Qué botones de Google y Facebook mostrar',
        response: { 200: dataEnvelope(socialConfigSchema) },
      },
    },
    async () => ({
      data: {
        google: google ? { clientId: google.clientId } : null,
        facebook: facebook ? { appId: facebook.appId } : null,
      },
    }),
  );

  app.post(
    '/user/loginGoogle',
    {
      onRequest: perIp('social', SOCIAL_SIGN_IN_PER_ADDRESS),
      schema: {
        summary: 'Iniciar sesión con un ID token de Google',
        body: loginGoogleBody,
        response: { 200: session },
      },
    },
    async (request) => {
      if (!google) throw new AppError('SOCIAL_DISABLED');
      const identity = await google.verify(request.body.token);
      return { data: await loginWithSocial(app, identity, userAgent(request)) };
    },
  );

  app.post(
    '/user/loginFacebook',
    {
      onRequest: perIp('social', SOCIAL_SIGN_IN_PER_ADDRESS),
      schema: {
        summary: 'Iniciar sesión con un token de Facebook',
        body: loginFacebookBody,
        response: { 200: session },
      },
    },
    async (request) => {
      if (!facebook) throw new AppError('SOCIAL_DISABLED');
      const identity = await facebook.verify(request.body.accessToken);
      return { data: await loginWithSocial(app, identity, userAgent(request)) };
    },
  );
};

export default signInRoutes;
