import { z } from 'zod';

/**
 * The session user kept in local storage under `user` (seed §3). `type` is the
 * kind of account: 1 a person, 2 an organisation (ONG); see `userTypes`. A dependent (3) never signs in:
 * it has no credentials until it is handed over, when it becomes a person (1).
 */
export const userTypes = { person: 1, ong: 2, dependent: 3 } as const;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  image: z.string().nullable(),
  token: z.string(),
  type: z.number().int(),
  confirmed: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The header every request carries, with the stored token or an empty value (seed §7). */
export const TOKEN_HEADER = 'Type-token';

/** Local storage keys of seed §3. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  favorites: 'favorites',
  deviceToken: 'deviceToken',
  notificationEnable: 'notification_enable',
  showMessage: 'showMessage',
} as const;

/**
 * A cookie that only says "this browser has a session" (never the token, which stays in local storage).
 * The server renders public pages for guests; with this cookie it sends the plain app shell
 * instead, so a signed-in person never sees the guest's version of a page before their own.
 */
export const SESSION_HINT_COOKIE = 'detalle_sesion';
