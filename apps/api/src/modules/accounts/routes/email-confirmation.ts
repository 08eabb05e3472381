import {
  confirmEmailBody,
  confirmEmailResultSchema,
  dataEnvelope,
  messageSchema,
  resendConfirmationBody,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../errors.js';
import {
  CONFIRM_EMAIL_PER_ADDRESS,
  RESEND_CONFIRMATION_PER_ACCOUNT,
  RESEND_CONFIRMATION_PER_ADDRESS,
} from '../../../limits.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { confirmEmail, resendConfirmation } from '../service.js';
import { perIp } from './per-address.js';

/** The link of the confirmation e-mail (confirmar/{token}): it carries its own secret, never a session. */
export const confirmEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'no-session' });

  app.post(
    '/user/confirmar',
    {
      onRequest: perIp('confirm', CONFIRM_EMAIL_PER_ADDRESS),
      schema: {
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
};

/** A new confirmation e-mail: to the signed-in caller's address, or to the one given by someone signed out. */
export const resendConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['cuenta'], access: 'anyone' });

  app.post(
    '/user/reenviarConfirmacion',
    {
      onRequest: perIp('resend', RESEND_CONFIRMATION_PER_ADDRESS),
      schema: {
        summary: 'Reenviar el correo de confirmación (a la persona de la sesión o al correo dado)',
        body: resendConfirmationBody.optional(),
        response: { 200: dataEnvelope(messageSchema) },
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
};
