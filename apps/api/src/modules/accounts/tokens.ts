import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens } from '../../db/schema/index.js';

type Purpose = 'confirm_email' | 'reset_password';

const TTL_MS: Record<Purpose, number> = {
  confirm_email: 48 * 60 * 60 * 1000,
  reset_password: 10 * 60 * 1000,
};
/** Wrong codes allowed per recovery before it is spent: 5 guesses out of a million. */
export const MAX_CODE_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`);

/**
 * Issues a new link token (and, for recovery, a 6-digit code), voiding any
 * earlier unused one of the same purpose: only the latest e-mail works.
 */
export async function issueToken(db: Db, userId: string, purpose: Purpose) {
  const token = randomBytes(32).toString('base64url');
  const code = purpose === 'reset_password' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      codeHash: code ? codeHash(userId, code) : null,
      expiresAt: new Date(Date.now() + TTL_MS[purpose]),
    });
  });
  return { token, code };
}

const live = (purpose: Purpose) =>
  and(
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );

/** The user of a live link token; marks it used when `consume`. Null when unknown, used or expired. */
export async function redeemLink(
  db: Db,
  token: string,
  purpose: Purpose,
  consume: boolean,
): Promise<string | null> {
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256(token)), live(purpose)))
    .limit(1);
  if (!row) return null;
  if (consume) await db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, row.id));
  return row.userId;
}

/** Whose link this was, whether used or expired (to tell "already confirmed" from "unknown"). */
export async function linkOwner(db: Db, token: string, purpose: Purpose): Promise<string | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Checks a recovery code for a user. A wrong code counts an attempt; the fifth
 * spends the recovery. A right one is marked used when `consume`.
 */
export async function redeemCode(db: Db, userId: string, code: string, consume: boolean): Promise<boolean> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), live('reset_password')))
    .limit(1);
  if (!row?.codeHash) return false;
  if (row.codeHash !== codeHash(userId, code)) {
    const attempts = row.attempts + 1;
    await db
      .update(accountTokens)
      .set({ attempts, usedAt: attempts >= MAX_CODE_ATTEMPTS ? new Date() : null })
      .where(eq(accountTokens.id, row.id));
    return false;
  }
  if (consume) await db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, row.id));
  return true;
}
