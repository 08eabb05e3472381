import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../env.js';
import { AppError } from '../../errors.js';

/** What a provider vouches for after its token was verified. Nothing the client says is used. */
export type SocialIdentity = {
  provider: 'google' | 'facebook';
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  lastname: string;
  picture: string | null;
};

const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
const DEFAULT_GRAPH_URL = 'https://graph.facebook.com/v19.0';
const FETCH_TIMEOUT_MS = 5000;

const failed = () => new AppError('SOCIAL_LOGIN_FAILED');

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!res.ok) throw new Error(`${res.status} from provider`);
  return res.json();
}

/**
 * Google ID tokens: signature against the issuer's JWKS (found through OpenID
 * discovery and cached by jose), `iss`, `aud` = GOOGLE_CLIENT_ID, expiry, and
 * RS256 only (so `alg: none` or a symmetric key never passes).
 */
export function googleVerifier(config: Config) {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) return null;
  const issuer = (config.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER).replace(/\/+$/, '');
  // Google writes its issuer with and without the scheme.
  const issuers = issuer === DEFAULT_GOOGLE_ISSUER ? [issuer, 'accounts.google.com'] : [issuer];
  let jwks: JWTVerifyGetKey | undefined;

  return {
    clientId,
    async verify(idToken: string): Promise<SocialIdentity> {
      try {
        if (!jwks) {
          const discovery = (await getJson(`${issuer}/.well-known/openid-configuration`)) as {
            jwks_uri?: string;
          };
          if (!discovery.jwks_uri) throw new Error('no jwks_uri');
          jwks = createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS });
        }
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: issuers,
          audience: clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const str = (v: unknown) => (typeof v === 'string' ? v : null);
        return {
          provider: 'google',
          subject: String(payload.sub),
          email: str(payload.email)?.toLowerCase() ?? null,
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          name: str(payload.given_name) ?? str(payload.name) ?? 'Persona',
          lastname: str(payload.family_name) ?? '',
          picture: str(payload.picture),
        };
      } catch {
        throw failed();
      }
    },
  };
}

/**
 * Facebook access tokens: `debug_token` with our app token must say the token
 * is valid and was issued to FACEBOOK_APP_ID; then `/me` gives the profile.
 * Facebook does not say whether an e-mail is verified, so it never joins an
 * existing account by e-mail (see service.ts).
 */
export function facebookVerifier(config: Config) {
  const appId = config.FACEBOOK_APP_ID;
  const secret = config.FACEBOOK_APP_SECRET;
  if (!appId || !secret) return null;
  const graph = (config.FACEBOOK_GRAPH_URL ?? DEFAULT_GRAPH_URL).replace(/\/+$/, '');

  return {
    appId,
    async verify(accessToken: string): Promise<SocialIdentity> {
      let debug: { data?: { is_valid?: boolean; app_id?: string; user_id?: string } };
      let me: {
        id?: string;
        email?: string;
        first_name?: string;
        last_name?: string;
        name?: string;
        picture?: { data?: { url?: string } };
      };
      try {
        const appToken = `${appId}|${secret}`;
        debug = (await getJson(
          `${graph}/debug_token?input_token=${encodeURIComponent(accessToken)}&access_token=${encodeURIComponent(appToken)}`,
        )) as typeof debug;
        const d = debug.data;
        if (!d?.is_valid || String(d.app_id) !== appId || !d.user_id) throw new Error('invalid token');
        me = (await getJson(
          `${graph}/me?fields=id,email,first_name,last_name,name,picture&access_token=${encodeURIComponent(accessToken)}`,
        )) as typeof me;
        if (String(me.id) !== String(d.user_id)) throw new Error('token and profile disagree');
      } catch {
        throw failed();
      }
      return {
        provider: 'facebook',
        subject: String(me.id),
        email: me.email?.toLowerCase() ?? null,
        emailVerified: false,
        name: me.first_name ?? me.name ?? 'Persona',
        lastname: me.last_name ?? '',
        picture: me.picture?.data?.url ?? null,
      };
    },
  };
}
