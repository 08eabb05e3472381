import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { mercadopagoCollectors, ongs, payments, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../ids.js';
import {
  type Collector,
  type CollectorLookup,
  MercadoPagoCollectors,
} from './providers/mercadopago-collectors.js';
import { verifyOAuthState } from './providers/mercadopago-oauth.js';

/**
 * The recipients' MercadoPago accounts (`mercadopago_collectors`): each recipient collects their own gifts with
 * their own access token (see `providers/mercadopago.ts`), so their tokens are kept, and only here are they read.
 *
 * At rest every token is sealed with AES-256-GCM: the key is derived by HKDF-SHA256 from `MERCADOPAGO_TOKEN_KEY`,
 * each value has its own random 96-bit nonce, and the person's id is the associated data, so a sealed token
 * copied onto another person's row does not open. Written `v1.<nonce>.<ciphertext>.<tag>` (base64url).
 */

export type TokenKey = Buffer;

export const tokenKeyOf = (setting: string): TokenKey =>
  Buffer.from(hkdfSync('sha256', setting, 'detalle', 'detalle:mercadopago-tokens:v1', 32));

export function seal(key: TokenKey, personId: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(personId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [nonce, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

/** The token, or null when it does not open (another key, another person's row, altered). */
export function unseal(key: TokenKey, personId: string, sealed: string): string | null {
  const [version, nonce, body, tag] = sealed.split('.');
  if (version !== 'v1' || !nonce || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(personId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** What the OAuth exchange or a refresh gives (`SellerTokens` of the provider). */
export type CollectorTokens = {
  accountRef: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  liveMode: boolean;
};

/** Stores a recipient's connected account (again after a refresh or a reconnection). */
export async function saveCollector(db: Db, key: TokenKey, personId: string, tokens: CollectorTokens) {
  const values = {
    mpUserId: tokens.accountRef,
    accessTokenEnc: seal(key, personId, tokens.accessToken),
    refreshTokenEnc: tokens.refreshToken ? seal(key, personId, tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
    liveMode: tokens.liveMode,
    updatedAt: new Date(),
  };
  try {
    await db
      .insert(mercadopagoCollectors)
      .values({ personId, ...values })
      .onConflictDoUpdate({ target: mercadopagoCollectors.personId, set: values });
  } catch (err) {
    if (isUniqueViolation(err, 'mercadopago_collectors_mp_user_key'))
      throw new AppError(
        'CONFLICT',
        'Esa cuenta de MercadoPago ya está conectada a otra persona en Detalle. Entra con otra cuenta de MercadoPago.',
      );
    throw err;
  }
}

export async function isCollector(app: Pick<AppContext, 'db'>, personId: string): Promise<boolean> {
  const [row] = await app.db
    .select({ personId: mercadopagoCollectors.personId })
    .from(mercadopagoCollectors)
    .where(eq(mercadopagoCollectors.personId, personId));
  return Boolean(row);
}

/**
 * Forgets a recipient's account. Refused while one of their MercadoPago gifts is still open: its state, its
 * cancellation at expiry and its refund are asked with their token.
 */
export async function removeCollector(app: Pick<AppContext, 'db'>, personId: string) {
  await app.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.recipientId, personId),
          eq(payments.provider, 'mercadopago'),
          inArray(payments.status, ['processing', 'requires_action', 'awaiting_funds']),
        ),
      )
      .limit(1);
    if (open)
      throw new AppError(
        'CONFLICT',
        'Tienes pagos con MercadoPago todavía en curso. Podrás desconectar tu cuenta cuando terminen.',
      );
    await tx.delete(mercadopagoCollectors).where(eq(mercadopagoCollectors.personId, personId));
  });
}

/** A token expiring within this is refreshed when used (MercadoPago's last 180 days). */
export const REFRESH_BEFORE_MS = 30 * 24 * 3600_000;

/**
 * The lookup the MercadoPago provider acts through: whose account collects a payment, found by the person, our
 * payment, its charge (the preference) or MercadoPago's user id, with their access token opened, refreshed first
 * when it is about to expire. The refresh runs under the row's lock, so two at once use the refresh token once;
 * a refresh that fails leaves the current token in use while it still works.
 */
export function collectorLookup(
  db: () => Db,
  key: TokenKey,
  refresh: (refreshToken: string) => Promise<CollectorTokens>,
): CollectorLookup {
  const personOf = async (who: Parameters<CollectorLookup>[0]): Promise<string | null> => {
    if ('personId' in who) return who.personId;
    if ('accountRef' in who) {
      const [row] = await db()
        .select({ personId: mercadopagoCollectors.personId })
        .from(mercadopagoCollectors)
        .where(eq(mercadopagoCollectors.mpUserId, who.accountRef));
      return row?.personId ?? null;
    }
    if ('paymentId' in who && !isUuid(who.paymentId)) return null;
    const [row] = await db()
      .select({ recipientId: payments.recipientId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'mercadopago'),
          'paymentId' in who ? eq(payments.id, who.paymentId) : eq(payments.providerChargeId, who.chargeRef),
        ),
      );
    return row?.recipientId ?? null;
  };

  const current = async (personId: string) => {
    const [row] = await db()
      .select()
      .from(mercadopagoCollectors)
      .where(eq(mercadopagoCollectors.personId, personId));
    const accessToken = row ? unseal(key, personId, row.accessTokenEnc) : null;
    if (!row || !accessToken) return null;
    const collector: Collector = { personId, accountRef: row.mpUserId, accessToken };
    const due =
      row.expiresAt !== null &&
      row.refreshTokenEnc !== null &&
      row.expiresAt.getTime() - Date.now() <= REFRESH_BEFORE_MS;
    return { collector, due };
  };

  return async (who) => {
    const personId = await personOf(who);
    if (!personId || !isUuid(personId)) return null;
    const found = await current(personId);
    if (!found?.due) return found?.collector ?? null;
    // Refreshed here, or by another request meanwhile (read again), or not now (the current token still works).
    return (
      (await refreshed(db(), key, personId, refresh)) ??
      (await current(personId))?.collector ??
      found.collector
    );
  };
}

async function refreshed(
  db: Db,
  key: TokenKey,
  personId: string,
  refresh: (refreshToken: string) => Promise<CollectorTokens>,
): Promise<Collector | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mercadopagoCollectors)
        .where(
          and(
            eq(mercadopagoCollectors.personId, personId),
            lte(mercadopagoCollectors.expiresAt, new Date(Date.now() + REFRESH_BEFORE_MS)),
          ),
        )
        .for('update');
      // Refreshed meanwhile by another request: the caller reads it again.
      if (!row?.refreshTokenEnc) return null;
      const refreshToken = unseal(key, personId, row.refreshTokenEnc);
      if (!refreshToken) return null;
      const tokens = await refresh(refreshToken);
      await saveCollector(tx, key, personId, tokens);
      return { personId, accountRef: tokens.accountRef, accessToken: tokens.accessToken };
    });
  } catch {
    return null;
  }
}

/** A recipient's first name, for "Ana aún no puede recibir pagos con MercadoPago". */
export async function recipientName(app: Pick<AppContext, 'db'>, personId: string): Promise<string | null> {
  const [row] = await app.db
    .select({ name: users.name, ong: ongs.userId })
    .from(users)
    .leftJoin(ongs, eq(ongs.userId, users.id))
    .where(eq(users.id, personId));
  // A person by their first name, as lists show them; an ONG by its whole name.
  return (row?.ong ? row.name?.trim() : row?.name?.trim().split(/\s+/)[0]) || null;
}

/** The MercadoPago provider of this server, when it offers MercadoPago for real (not in test mode). */
export const mercadoPagoOf = (app: Pick<AppContext, 'paymentProviders'>): MercadoPagoCollectors | null =>
  app.paymentProviders.all.find((p): p is MercadoPagoCollectors => p instanceof MercadoPagoCollectors) ??
  null;

const notOffered = () => new AppError('NOT_FOUND', 'MercadoPago no está disponible en este servidor.');

/** Where MercadoPago sends the recipient back (the redirect URL registered for the application). */
export const oauthRedirectUri = (app: Pick<AppContext, 'config'>) =>
  `${app.config.publicUrl}/api/payout/mercadopago/callback`;

/** `payout/mercadopago/connect`: MercadoPago's authorization page, with a state signed for this person. */
export async function collectorLink(app: AppContext, personId: string): Promise<{ url: string }> {
  const mp = mercadoPagoOf(app);
  if (!mp) throw notOffered();
  const redirectUri = oauthRedirectUri(app);
  const link = await mp.onboardingLink({
    personId,
    email: null,
    existing: null,
    returnUrl: redirectUri,
    refreshUrl: redirectUri,
  });
  if (!link.url) throw new Error('MercadoPago gave no authorization URL');
  return { url: link.url };
}

/**
 * The end of the OAuth link: the signed state says whose link it was (the browser comes back from MercadoPago
 * without our session header, so the state, made for the person signed in when they asked, is what names them:
 * a state is unforgeable and lasts an hour). The code is exchanged and the tokens stored, sealed.
 */
export async function connectCollector(app: AppContext, code: string, state: string): Promise<string> {
  const mp = mercadoPagoOf(app);
  const tokenKey = app.config.MERCADOPAGO_TOKEN_KEY;
  if (!mp || !tokenKey) throw notOffered();
  const personId = verifyOAuthState(app.config.MERCADOPAGO_CLIENT_SECRET ?? '', state);
  if (!personId || !isUuid(personId))
    throw new AppError(
      'BAD_REQUEST',
      'Este enlace con MercadoPago no es tuyo o ha caducado. Vuelve a conectar tu cuenta desde Detalle.',
    );
  const tokens = await mp.exchangeOAuthCode({ code, state, redirectUri: oauthRedirectUri(app), personId });
  await saveCollector(app.db, tokenKeyOf(tokenKey), personId, tokens);
  return personId;
}
