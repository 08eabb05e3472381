import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { liveSessionsAmong, type SessionLiveness, sessionLiveness } from '../modules/sessions/liveness.js';
import { type AuthUser, findSessionUser } from '../modules/sessions/service.js';
import { type StreamRegistry, streamRegistry } from '../modules/sessions/streams.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set by `app.authenticate` (always) or `app.identify` (when a valid token came). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook for protected routes: a missing, unknown or expired `Type-token` gives 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook for public routes that show more to a signed-in caller. Never fails on the token. */
    identify(request: FastifyRequest): Promise<void>;
    /** The realtime streams open on this process, by session: ended when their session ends. */
    sessionStreams: StreamRegistry;
    /** Whether a session is still live, asked by the realtime streams: one query for all asked together. */
    sessionLiveness: SessionLiveness;
  }
}

/** Seed §7: every request carries `Type-token`, empty when there is no session. */
const readToken = (request: FastifyRequest) => {
  const raw = request.headers['type-token'];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  // Our tokens are 43 base64url characters; anything else cannot be one, so skip the lookup.
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
};

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.decorate('sessionStreams', streamRegistry());
    app.addHook('preClose', async () => app.sessionStreams.endAll());
    app.decorate(
      'sessionLiveness',
      sessionLiveness((ids) => liveSessionsAmong(app.db, ids)),
    );

    async function identify(request: FastifyRequest) {
      const token = readToken(request);
      request.user = token ? await findSessionUser(app, token) : null;
    }

    app.decorate('identify', identify);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.user) throw new AppError('UNAUTHORIZED');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** For handlers behind `app.authenticate`: the caller, typed as present. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
