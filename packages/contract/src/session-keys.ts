// Apart from the session user's schema (`session.ts`): every page's API client and session code use these, and
// a guest's page builds no schema.

/**
 * The kind of account in the session user's `type`: 1 a person, 2 an organisation (ONG). A dependent (3) never
 * signs in: it has no credentials until it is handed over, when it becomes a person (1).
 */
export const userTypes = { person: 1, ong: 2, dependent: 3 } as const;

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
