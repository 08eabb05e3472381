import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of a recipient's OAuth link with MercadoPago: who asked for it and until when, signed with a key
 * derived from the application's client secret. MercadoPago hands it back unchanged with the code, so the
 * exchange knows whose account was connected without keeping anything between the two requests, and a code
 * obtained by someone else (a link forged or replayed into another person's session) is refused: the state
 * names the person the link was made for, and the caller checks it is the person signed in.
 */

/** A link is used within minutes; an hour leaves room for a slow login at MercadoPago. */
export const OAUTH_STATE_TTL_SECONDS = 60 * 60;

const keyOf = (clientSecret: string) =>
  createHmac('sha256', clientSecret).update('detalle:mercadopago-oauth-state').digest();

const mac = (clientSecret: string, body: string) =>
  createHmac('sha256', keyOf(clientSecret)).update(body).digest('base64url');

export function signOAuthState(clientSecret: string, personId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + OAUTH_STATE_TTL_SECONDS;
  const body = `${Buffer.from(personId, 'utf8').toString('base64url')}.${expires}`;
  return `${body}.${mac(clientSecret, body)}`;
}

/** The person a state was made for, or null when it is forged, altered or expired. */
export function verifyOAuthState(clientSecret: string, state: string, now = Date.now()): string | null {
  const parts = state.split('.');
  if (parts.length !== 3) return null;
  const [person, expires, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(clientSecret, `${person}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) < Math.floor(now / 1000)) return null;
  return Buffer.from(person, 'base64url').toString('utf8') || null;
}
