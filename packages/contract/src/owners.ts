import { z } from 'zod';
import { personSummarySchema } from './friends.js';

/**
 * Running a list or an event together ("Llevar juntos"): a couple's wedding list, the parents' christening.
 * Every owner edits it, is told what happens on it and keeps its surprise exactly as a single owner does
 * ("Ya lo he abierto todo" by one reveals it for all). Money given to it reaches one of them (`receives`),
 * as givers are told ("El dinero llega a Lucía"). Control over the money stays with that owner: only they
 * hand it to another owner (for money given from then on), nobody removes them, and only they delete it; when
 * they leave, it passes to the owner who joined first. Any owner may invite, withdraw an invitation, remove
 * another owner (not the receiver) or leave; the last owner cannot leave (they delete it instead). An
 * invitation works only while whoever made it still runs it (and, a friend's, while they are still friends).
 *
 * Routes, the same for both (`{kind}` is `list` or `event`, `{id}` the list's or event's):
 * - `GET {kind}/owners/{id}` → `coOwnersSchema` (owners only);
 * - `POST {kind}/owners/invite/{id}` with `ownerInviteInputSchema` → `ownerInviteCreatedSchema`;
 * - `DELETE {kind}/owners/{id}/{userId}`: remove an owner, or leave when it is me → `coOwnersSchema` (or, when I
 *   left, `{ left: true }`);
 * - `PUT {kind}/owners/receiver/{id}` with `receiverInputSchema` → `coOwnersSchema` (only the receiver);
 * - `DELETE owner-invite/{inviteId}`: an owner withdraws an invitation;
 * - `POST owner-invite/look` with `ownerInviteAnswerSchema` → `ownerInvitePreviewSchema` (the invitee, before
 *   answering: the link's token or a friend's invitation id);
 * - `POST owner-invite/accept` and `POST owner-invite/decline` with `ownerInviteAnswerSchema`; accepting
 *   answers `{ kind, id }` to open.
 */
export const OWNER_INVITE_DAYS = 7;
/** A list or event is run by at most this many people (a couple and their parents, say). */
export const MAX_OWNERS = 6;

export const ownedKindSchema = z.enum(['list', 'event', 'dependent']);
export type OwnedKind = z.infer<typeof ownedKindSchema>;

export const coOwnerSchema = personSummarySchema.extend({
  /** The money given to the list or event reaches this owner's wallet. Exactly one owner receives. */
  receives: z.boolean(),
  isMe: z.boolean(),
});

export const ownerInviteSchema = z.object({
  id: z.string(),
  /** The friend invited; null for an invitation link (whoever opens it signed in may accept it). */
  invitee: personSummarySchema.nullable(),
  invitedBy: personSummarySchema,
  expiresAt: z.string(),
});

export const coOwnersSchema = z.object({
  kind: ownedKindSchema,
  id: z.string(),
  name: z.string(),
  owners: z.array(coOwnerSchema),
  /** Invitations still open (not accepted, declined, withdrawn nor expired). */
  invites: z.array(ownerInviteSchema),
  /** More may be invited (`MAX_OWNERS` counts owners and open invitations). */
  canInvite: z.boolean(),
});
export type CoOwners = z.infer<typeof coOwnersSchema>;

/** A friend by id, or (no `friendId`) an invitation link to send any way one likes. */
export const ownerInviteInputSchema = z.object({
  friendId: z.uuid({ error: 'Elige a uno de tus amigos.' }).optional(),
});

export const ownerInviteCreatedSchema = z.object({
  invite: ownerInviteSchema,
  /**
   * Only for an invitation link, only in this answer (never stored: only its hash is): the page to open, with
   * the secret after `#` so that it never reaches a server's log nor a Referer.
   */
  link: z.string().nullable(),
});

export const receiverInputSchema = z.object({
  userId: z.uuid({ error: 'Elige a quién llega el dinero.' }),
});

/** A friend's invitation by its id, or an invitation link's secret. */
export const ownerInviteAnswerSchema = z.union([
  z.object({ inviteId: z.uuid({ error: 'Esa invitación no existe.' }) }),
  z.object({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace de la invitación no está completo. Cópialo de nuevo.'),
  }),
]);

export const ownerInvitePreviewSchema = z.object({
  kind: ownedKindSchema,
  id: z.string(),
  name: z.string(),
  image: z.string(),
  invitedBy: personSummarySchema,
  /** Who already run it, so the invitee knows whom they join. */
  owners: z.array(personSummarySchema),
  expiresAt: z.string(),
  /** The caller already runs it (opening the link again is harmless). */
  alreadyOwner: z.boolean(),
});
export type OwnerInvitePreview = z.infer<typeof ownerInvitePreviewSchema>;

export const ownerInviteAcceptedSchema = z.object({ kind: ownedKindSchema, id: z.string() });
