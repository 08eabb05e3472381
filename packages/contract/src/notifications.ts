import { z } from 'zod';
import { singleLineText, webAddress } from './text-schemas.js';

/**
 * Notification types. The first four are the seed's (§4 push message types,
 * spelling included); later modules add theirs here so the web app knows them.
 */
export const notificationTypes = [
  'invite_to_event',
  'leave_to_event',
  'list',
  'recibe_gitf',
  /** Ours: a thank-you note for something I gave (`thanks.ts`). */
  'thanks',
  'draw',
  /** Ours: a transfer straight to the owner's bank, declared or answered (`direct-transfers.ts`). */
  'direct_transfer',
  /** Ours: running a list or event together (`owners.ts`): an invitation, someone joined or left, who receives. */
  'co_owner',
  /** Ours: someone added me to their household ("Misma casa", `dependents.ts`). */
  'household',
  /** Ours: a dependent's profile was handed over to its person (`dependents.ts`): the guardians no longer have it. */
  'dependent',
] as const;
export const notificationTypeSchema = z.string().min(1).max(60);

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** Ids the app needs to open the right screen, e.g. `{ eventId }` or `{ listId }`. */
  data: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** notify/vapidPublicKey: the server's VAPID key the browser subscribes with. */
export const vapidKeySchema = z.object({ publicKey: z.string() });

/** A browser's PushSubscription as `toJSON()` gives it: what seed §3 calls `player_id`. */
export const pushSubscriptionSchema = z.object({
  endpoint: webAddress('La suscripción de notificaciones no es válida.').max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes, first 0x04: "B…"), base64url. */
    p256dh: z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'La clave de la suscripción de notificaciones no es válida.'),
    /** The 16-byte authentication secret, base64url. */
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'La clave de la suscripción de notificaciones no es válida.'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `player_id` may come as the subscription object or as its JSON text. */
const playerId = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, pushSubscriptionSchema);

/** POST user/save/player-id */
export const savePlayerIdBody = z.object({ player_id: playerId });

/**
 * PUT user/update/player-id: the seed's "further call that updates the push
 * registration". The browser replaced its subscription (pushsubscriptionchange
 * or a new permission): `player_id` is the new one, `previous` the old endpoint.
 */
export const updatePlayerIdBody = z.object({
  player_id: playerId,
  previous: singleLineText().max(1000).optional(),
});

/** DELETE user/player-id: forget this device (on logout or when notifications are turned off); needs the session that saved it. */
export const deletePlayerIdBody = z.object({ endpoint: singleLineText().max(1000) });

/** What the realtime channel and push messages carry (the replacement of `users/{user}.noti`). */
export const realtimeEventSchema = z.object({
  noti: z.literal(true),
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  /** When the server published it (ms since 1970): how long delivery took. Absent on one replayed after a reconnection. */
  sentAt: z.number().optional(),
  /** When the API process holding the stream wrote it to that stream (ms since 1970); absent where `sentAt` is. */
  writtenAt: z.number().optional(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
