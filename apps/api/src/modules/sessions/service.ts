import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { builtOnce } from '../../db/built-once.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/** A session lasts this long after its last use (sliding renewal). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Renew at most this often, so a busy client does not write on every request. */
const RENEW_EVERY_MS = 60 * 60 * 1000;

export type AuthUser = {
  id: string;
  name: string;
  lastname: string;
  email: string | null;
  image: string | null;
  type: number;
  confirmed: boolean;
  sessionId: string;
  token: string;
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns the raw token: the only moment it exists outside the client. */
export async function createSession({
  db,
  userId,
  userAgent,
}: {
  db: Db;
  userId: string;
  userAgent?: string;
}) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/** Runs on every request that carries a token: its SQL is written once (db/built-once.ts). */
const sessionUserQuery = builtOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      email: users.email,
      image: users.image,
      type: users.type,
      confirmed: users.confirmed,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

/** The user behind a token, or null when the token is unknown or expired. */
export async function findSessionUser(app: AppContext, token: string): Promise<AuthUser | null> {
  const now = new Date();
  // Placeholders skip the column's encoder, so the time goes in as the text Drizzle would have written.
  const [row] = await sessionUserQuery(app.db).execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > RENEW_EVERY_MS) {
    await app.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _ignored, ...user } = row;
  return { ...user, token };
}

/** Logout: the session goes, and its realtime streams on this process end now. */
export async function endSession(app: AppContext, sessionId: string) {
  await app.db.delete(sessions).where(eq(sessions.id, sessionId));
  app.sessionStreams.endForSession(sessionId);
}
