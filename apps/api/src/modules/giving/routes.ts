import { createHash } from 'node:crypto';
import {
  dataEnvelope,
  guestClaimSchema,
  guestReserveBody,
  guestTokenBody,
  messageSchema,
  sharedListSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GUEST_CLAIMS_PER_ADDRESS, GUEST_CLAIMS_PER_EMAIL, GUEST_LINKS_PER_ADDRESS } from '../../limits.js';
import { confirmGuestClaim, guestBought, releaseGuestClaim, requestGuestClaim } from './guest-claims.js';
import { sharedList } from './shared-list.js';

const tags = ['regalar'];
const claim = dataEnvelope(guestClaimSchema);

/**
 * Giving from a shared link (`regalar?lista={id}`): the list for anyone who may reach it, and a guest's
 * reservation confirmed by e-mail. All public: a guest has no session; a signed-in caller sees what is theirs.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/list/shared/:id',
    {
      onRequest: app.identify,
      schema: {
        tags,
        summary: 'Una lista para regalar desde su enlace: pública, o que puedes abrir con tu sesión',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: dataEnvelope(sharedListSchema) },
      },
    },
    async (request) => ({ data: await sharedList(app, request.user?.id ?? null, request.params.id) }),
  );

  app.post(
    '/gift/guest/reserve',
    {
      schema: {
        tags,
        summary:
          'Reservar (o marcar comprado) un regalo sin cuenta: cuenta cuando se abre el enlace del correo',
        body: guestReserveBody,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await app.rateLimit.hit(`guest-claim:ip:${request.address}`, GUEST_CLAIMS_PER_ADDRESS);
      // Counted by a hash: rate-limit keys (in Redis) carry no addresses.
      const inbox = createHash('sha256').update(request.body.email).digest('hex').slice(0, 32);
      await app.rateLimit.hit(`guest-claim:email:${inbox}`, GUEST_CLAIMS_PER_EMAIL);
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
      { schema: { tags, summary, body: guestTokenBody, response: { 200: claim } } },
      async (request) => {
        await app.rateLimit.hit(`guest-link:ip:${request.address}`, GUEST_LINKS_PER_ADDRESS);
        return { data: await act(app, request.body.token) };
      },
    );
  }
};

export default routes;
