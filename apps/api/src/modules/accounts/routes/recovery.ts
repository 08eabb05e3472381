import {
  dataEnvelope,
  messageSchema,
  recoveryCodeVerifyBody,
  recoveryLinkVerifyBody,
  recoveryPassBody,
  recoveryRequestBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECOVERY_CODE_PER_ADDRESS, RECOVERY_PER_ADDRESS } from '../../../limits.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { requestRecovery, resetPassword, verifyRecoveryCode, verifyRecoveryLink } from '../service.js';
import { perIp } from './per-address.js';

const message = dataEnvelope(messageSchema);

/** Recovering a forgotten password: a code by e-mail or SMS (or the e-mail's link), then the new password. */
const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'no-session' });

  app.post(
    '/user/sedRecoverPassword',
    {
      onRequest: perIp('recovery', RECOVERY_PER_ADDRESS),
      schema: {
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
};

export default recoveryRoutes;
