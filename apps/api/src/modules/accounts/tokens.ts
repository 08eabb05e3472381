import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountTokens, users } from '../../db/schema/index.js';

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

export type TokenHolder = { id: string; name: string; email: string | null; phoneE164: string | null };

/**
 * Finds the account `match` selects (a condition on `users`) and issues it a
 * new token, voiding its earlier ones, in ONE statement. An unknown address
 * costs exactly the same: the same random secrets, the same hashing, the same
 * single round trip to the database, which then simply finds nobody. So the
 * time of the answer does not tell whether an account exists.
 */
export async function issueTokenFor(
  db: Db,
  purpose: Purpose,
  match: SQL,
): Promise<{ holder: TokenHolder; token: string; code: string | null } | null> {
  const token = randomBytes(32).toString('base64url');
  const code = purpose === 'reset_password' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  // The same salted hash as codeHash(userId, code), computed where the user id is known.
  const codeHashSql = code
    ? sql`encode(sha256(convert_to(t.id::text || ':' || ${code}, 'UTF8')), 'hex')`
    : sql`null`;
  const result = await db.execute(sql`
    with t as (
      select ${users.id} as id, ${users.name} as name, ${users.email} as email, ${users.phoneE164} as phone
      from ${users} where ${match} limit 1
    ), voided as (
      update account_tokens set used_at = now()
      where user_id in (select id from t) and purpose = ${purpose} and used_at is null
    ), issued as (
      insert into account_tokens (user_id, purpose, token_hash, code_hash, expires_at)
      select t.id, ${purpose}, ${sha256(token)}, ${codeHashSql}, ${new Date(Date.now() + TTL_MS[purpose]).toISOString()}::timestamptz
      from t
      returning user_id
    )
    select t.id, t.name, t.email, t.phone as "phoneE164" from t join issued on issued.user_id = t.id`);
  const [holder] = (result as unknown as { rows: TokenHolder[] }).rows;
  return holder ? { holder, token, code } : null;
}

const live = (purpose: Purpose) =>
  and(
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );

/**
 * The user of a live link token; marks it used when `consume`. Null when unknown,
 * used or expired. Consuming is one conditional UPDATE, so of any number of
 * parallel uses exactly one gets the user back.
 */
export async function redeemLink(
  db: Db,
  token: string,
  purpose: Purpose,
  consume: boolean,
): Promise<string | null> {
  const where = and(eq(accountTokens.tokenHash, sha256(token)), live(purpose));
  const [row] = consume
    ? await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(where)
        .returning({ userId: accountTokens.userId })
    : await db.select({ userId: accountTokens.userId }).from(accountTokens).where(where).limit(1);
  return row?.userId ?? null;
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
 * Checks a recovery code for a user. A right one is marked used when `consume`
 * (one conditional UPDATE: one winner among parallel uses). A wrong one counts
 * an attempt in the database itself (`attempts = attempts + 1`), so parallel
 * guesses are all counted, and the fifth spends the recovery.
 */
export async function redeemCode(db: Db, userId: string, code: string, consume: boolean): Promise<boolean> {
  const mine = and(eq(accountTokens.userId, userId), live('reset_password'));
  const hash = codeHash(userId, code);
  const right = and(mine, eq(accountTokens.codeHash, hash));
  const [hit] = consume
    ? await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(right)
        .returning({ id: accountTokens.id })
    : await db.select({ id: accountTokens.id }).from(accountTokens).where(right).limit(1);
  if (hit) return true;
  await db
    .update(accountTokens)
    .set({
      attempts: sql`${accountTokens.attempts} + 1`,
      usedAt: sql`case when ${accountTokens.attempts} + 1 >= ${MAX_CODE_ATTEMPTS} then now() end`,
    })
    .where(and(mine, isNotNull(accountTokens.codeHash), ne(accountTokens.codeHash, hash)));
  return false;
}
