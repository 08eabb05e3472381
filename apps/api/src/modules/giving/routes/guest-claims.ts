import {
  dataEnvelope,
  guestClaimSchema,
  guestReserveBody,
  guestTokenBody,
  messageSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../../plugins/route-group.js';
import { confirmGuestClaim, guestBought, releaseGuestClaim, requestGuestClaim } from '../guest-claims.js';
import { limitGuestClaims, limitGuestLinks } from '../guest-limits.js';

const claim = dataEnvelope(guestClaimSchema);

/** A guest's reservation, confirmed by e-mail: a guest has no session, the e-mail's link carries its own token. */
const guestClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['regalar'], access: 'no-session' });

  app.post(
    '/gift/guest/reserve',
    {
      schema: {
        summary:
          'Reservar (o marcar comprado) un regalo sin cuenta: cuenta cuando se abre el enlace del correo',
        body: guestReserveBody,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await limitGuestClaims(app, request.address, request.body.email);
      await requestGuestClaim(app, request.body);
      return {
        data: {
          message: `Te hemos enviado un correo a ${request.body.email}. Abre su enlace para confirmarlo; hasta entonces, el regalo sigue libre.`,
        },
      };
    },
  );

  const byLink = [
    ['confirm', 'Confirmar la reserva de un invitado (enlace del correo)', confirmGuestClaim],
    ['release', 'Dejar libre un regalo reservado sin cuenta (enlace del correo)', releaseGuestClaim],
    ['bought', 'Marcar como comprado un regalo reservado sin cuenta (enlace del correo)', guestBought],
  ] as const;
  for (const [verb, summary, act] of byLink) {
    app.put(
      `/gift/guest/${verb}`,
      { schema: { summary, body: guestTokenBody, response: { 200: claim } } },
      async (request) => {
        await limitGuestLinks(app, request.address);
        return { data: await act(app, request.body.token) };
      },
    );
  }
};

export default guestClaimRoutes;
