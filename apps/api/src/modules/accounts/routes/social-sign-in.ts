import {
  dataEnvelope,
  loginFacebookBody,
  loginGoogleBody,
  sessionUserSchema,
  socialConfigSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.js';
import { SOCIAL_SIGN_IN_PER_ADDRESS } from '../../../limits.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { loginWithSocial } from '../service.js';
import { facebookVerifier, googleVerifier } from '../social.js';
import { perIp, userAgent } from './per-address.js';

const session = dataEnvelope(sessionUserSchema);

/** Signing in with Google or Facebook, and which of their buttons to show (only those configured). */
const socialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'no-session' });
  const google = googleVerifier(app.config);
  const facebook = facebookVerifier(app.config);

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

export default socialSignInRoutes;
