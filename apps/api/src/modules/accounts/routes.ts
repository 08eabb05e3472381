import {
  confirmationStatusSchema,
  confirmEmailBody,
  confirmEmailResultSchema,
  dataEnvelope,
  loginBody,
  loginFacebookBody,
  loginGoogleBody,
  loginMobileBody,
  messageSchema,
  recoveryCodeVerifyBody,
  recoveryLinkVerifyBody,
  recoveryPassBody,
  recoveryRequestBody,
  registerPersonBody,
  resendConfirmationBody,
  sessionUserSchema,
  socialConfigSchema,
  userTypes,
} from '@detalle/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import {
  CONFIRM_EMAIL_PER_ADDRESS,
  RECOVERY_CODE_PER_ADDRESS,
  RECOVERY_PER_ADDRESS,
  RESEND_CONFIRMATION_PER_ACCOUNT,
  RESEND_CONFIRMATION_PER_ADDRESS,
  SIGN_IN_PER_ADDRESS,
  SIGN_UP_PER_ADDRESS,
  SOCIAL_SIGN_IN_PER_ADDRESS,
} from '../../limits.js';
import { currentUser } from '../../plugins/auth.js';
import type { Limit } from '../../plugins/rate-limit.js';
import { endSession } from '../sessions/service.js';
import {
  confirmEmail,
  loginWithPassword,
  loginWithSocial,
  registerAccount,
  requestRecovery,
  resendConfirmation,
  resetPassword,
  verifyRecoveryCode,
  verifyRecoveryLink,
} from './service.js';
import { logSmsProvider, type SmsProvider } from './sms.js';
import { startSmsWorker } from './sms-outbox.js';
import { facebookVerifier, googleVerifier } from './social.js';

const tags = ['cuenta'];
const session = dataEnvelope(sessionUserSchema);
const message = dataEnvelope(messageSchema);

/** Per-address limits, on top of the per-account ones inside the service. */
const perIp = (name: string, limit: Limit) => async (request: FastifyRequest) => {
  await request.server.rateLimit.hit(`${name}:ip:${request.address}`, limit);
};

const userAgent = (r: FastifyRequest) => r.headers['user-agent'];
const client = (r: FastifyRequest) => ({ ip: r.address, userAgent: userAgent(r) });

/** Seed §7 "Authentication", plus logout, the confirmation link and the social configuration. */
const routes: FastifyPluginAsyncZod<{ sms?: SmsProvider }> = async (app, opts) => {
  startSmsWorker(app, opts.sms ?? logSmsProvider(app.log));
  const google = googleVerifier(app.config);
  const facebook = facebookVerifier(app.config);

  app.post(
    '/person/save',
    {
      onRequest: perIp('register', SIGN_UP_PER_ADDRESS),
      schema: {
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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
        tags,
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

  app.post(
    '/user/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Cerrar la sesión actual',
        security: [{ typeToken: [] }],
        response: { 200: message },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await endSession(app, user.sessionId);
      app.log.info({ event: 'logout', userId: user.id }, 'auth');
      return { data: { message: 'Has cerrado sesión.' } };
    },
  );

  app.post(
    '/user/sedRecoverPassword',
    {
      onRequest: perIp('recovery', RECOVERY_PER_ADDRESS),
      schema: {
        tags,
        summary: 'Enviar un código para recuperar la contraseña (correo o SMS)',
        body: recoveryRequestBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await requestRecovery(app, request.body);
      return {
        data: {
          message: request.body.email
            ? 'Si hay una cuenta con ese correo, te hemos enviado un código y un enlace. Revisa también el correo no deseado.'
            : 'Si hay una cuenta con ese número, te hemos enviado un código por SMS.',
        },
      };
    },
  );

  app.put(
    '/user/recoveryPassCodeVerify',
    {
      onRequest: perIp('recovery-code', RECOVERY_CODE_PER_ADDRESS),
      schema: {
        tags,
        summary: 'Comprobar un código de recuperación',
        body: recoveryCodeVerifyBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await verifyRecoveryCode(app, request.body, request.body.code);
      return { data: { message: 'Código correcto. Ahora elige tu nueva contraseña.' } };
    },
  );

  app.put(
    '/user/recoveryLinkVerify',
    {
      onRequest: perIp('recovery-code', RECOVERY_CODE_PER_ADDRESS),
      schema: {
        tags,
        summary: 'Comprobar un enlace de recuperación (forget-password/{token}) sin gastarlo',
        body: recoveryLinkVerifyBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await verifyRecoveryLink(app, request.body.token);
      return { data: { message: 'El enlace es válido. Elige tu nueva contraseña.' } };
    },
  );

  app.put(
    '/user/recoveryPass',
    {
      onRequest: perIp('recovery-code', RECOVERY_CODE_PER_ADDRESS),
      schema: {
        tags,
        summary: 'Elegir una contraseña nueva con el código o el enlace recibidos',
        body: recoveryPassBody,
        response: { 200: message },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return {
        data: {
          message:
            'Tu contraseña ha cambiado. Hemos cerrado tu sesión en todos los dispositivos: ya puedes iniciar sesión con la nueva.',
        },
      };
    },
  );

  app.post(
    '/user/confirmar',
    {
      onRequest: perIp('confirm', CONFIRM_EMAIL_PER_ADDRESS),
      schema: {
        tags,
        summary: 'Confirmar el correo con el token del enlace confirmar/{token}',
        body: confirmEmailBody,
        response: { 200: dataEnvelope(confirmEmailResultSchema) },
      },
    },
    async (request) => ({
      data: {
        confirmed: await confirmEmail(app, request.body.token),
        message: '¡Listo! Tu correo está confirmado.',
      },
    }),
  );

  app.post(
    '/user/reenviarConfirmacion',
    {
      onRequest: [app.identify, perIp('resend', RESEND_CONFIRMATION_PER_ADDRESS)],
      schema: {
        tags,
        summary: 'Reenviar el correo de confirmación (a la persona de la sesión o al correo dado)',
        body: resendConfirmationBody.optional(),
        response: { 200: message },
      },
    },
    async (request) => {
      const email = request.user?.email ?? request.body?.email;
      if (!email)
        throw new AppError('VALIDATION_ERROR', 'Escribe tu correo.', [
          { path: 'email', message: 'Escribe tu correo.' },
        ]);
      await app.rateLimit.hit(`resend:account:${email}`, RESEND_CONFIRMATION_PER_ACCOUNT);
      await resendConfirmation(app, email);
      return {
        data: {
          message:
            'Si tu correo está pendiente de confirmar, te hemos enviado un enlace nuevo. Revisa también el correo no deseado.',
        },
      };
    },
  );

  app.put(
    '/user/verificarConfirmacion',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Saber si el correo de la sesión ya está confirmado',
        security: [{ typeToken: [] }],
        response: { 200: dataEnvelope(confirmationStatusSchema) },
      },
    },
    async (request) => ({ data: { confirmed: currentUser(request).confirmed } }),
  );
};

export default routes;
