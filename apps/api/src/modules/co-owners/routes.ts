import {
  coOwnersSchema,
  dataEnvelope,
  messageSchema,
  ownedKindSchema,
  ownerInviteAcceptedSchema,
  ownerInviteAnswerSchema,
  ownerInviteCreatedSchema,
  ownerInviteInputSchema,
  ownerInvitePreviewSchema,
  receiverInputSchema,
} from '@detalle/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { routeGroup } from '../../plugins/route-group.js';
import { acceptInvite, declineInvite, lookAtInvite } from './answers.js';
import { coOwners, invite, removeOwner, setReceiver, withdrawInvite } from './service.js';

const owners = dataEnvelope(coOwnersSchema);
const idParams = z.object({ id: z.string().max(64) });

/** "Llevar juntos": running a list or organising an event with others (packages/contract/src/owners.ts). */
const coOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['llevar juntos'], access: 'signed-in' });

  // The same routes for a list and an event, each under its own static prefix.
  for (const kind of ownedKindSchema.options) {
    app.get(
      `/${kind}/owners/:id`,
      {
        schema: {
          summary: 'Quién lleva una lista u organiza un evento, y las invitaciones abiertas',
          params: idParams,
          response: { 200: owners },
        },
      },
      async (request) => ({
        data: await coOwners(app, kind, currentUser(request).id, request.params.id),
      }),
    );

    app.post(
      `/${kind}/owners/invite/:id`,
      {
        schema: {
          summary: 'Invitar a un amigo, o crear un enlace, para llevarla juntos',
          params: idParams,
          body: ownerInviteInputSchema,
          response: { 200: dataEnvelope(ownerInviteCreatedSchema) },
        },
      },
      async (request) => ({
        data: await invite(app, kind, currentUser(request), request.params.id, request.body.friendId),
      }),
    );

    app.delete(
      `/${kind}/owners/:id/:userId`,
      {
        schema: {
          summary: 'Quitar a alguien de quienes la llevan, o dejar de llevarla (mi propio id)',
          // `GET {kind}/owners/{id}` would get the same one: both read `{kind}Owners` without their parameters.
          operationId: `${kind}OwnersRemove`,
          params: idParams.extend({ userId: z.string().max(64) }),
          response: { 200: dataEnvelope(z.union([coOwnersSchema, z.object({ left: z.literal(true) })])) },
        },
      },
      async (request) => ({
        data: await removeOwner(app, kind, currentUser(request), request.params.id, request.params.userId),
      }),
    );

    app.put(
      `/${kind}/owners/receiver/:id`,
      {
        schema: {
          summary: 'Elegir a quién llega el dinero (el que se dé desde ahora)',
          params: idParams,
          body: receiverInputSchema,
          response: { 200: owners },
        },
      },
      async (request) => ({
        data: await setReceiver(app, kind, currentUser(request), request.params.id, request.body.userId),
      }),
    );
  }

  app.delete(
    '/owner-invite/:inviteId',
    {
      schema: {
        summary: 'Retirar una invitación a llevarla juntos',
        params: z.object({ inviteId: z.string().max(64) }),
        response: { 200: owners },
      },
    },
    async (request) => ({
      data: await withdrawInvite(app, currentUser(request).id, request.params.inviteId),
    }),
  );

  app.post(
    '/owner-invite/look',
    {
      schema: {
        summary: 'Ver a qué invita una invitación a llevarla juntos, antes de responder',
        body: ownerInviteAnswerSchema,
        response: { 200: dataEnvelope(ownerInvitePreviewSchema) },
      },
    },
    async (request) => ({ data: await lookAtInvite(app, currentUser(request).id, request.body) }),
  );

  app.post(
    '/owner-invite/accept',
    {
      schema: {
        summary: 'Aceptar una invitación a llevarla juntos',
        body: ownerInviteAnswerSchema,
        response: { 200: dataEnvelope(ownerInviteAcceptedSchema) },
      },
    },
    async (request) => ({ data: await acceptInvite(app, currentUser(request), request.body) }),
  );

  app.post(
    '/owner-invite/decline',
    {
      schema: {
        summary: 'Rechazar una invitación a llevarla juntos',
        body: ownerInviteAnswerSchema,
        response: { 200: dataEnvelope(messageSchema) },
      },
    },
    async (request) => {
      await declineInvite(app, currentUser(request).id, request.body);
      return { data: { message: 'Has rechazado la invitación.' } };
    },
  );
};

export default coOwnerRoutes;
