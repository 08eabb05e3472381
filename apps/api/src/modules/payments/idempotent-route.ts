import type { Payment } from '@detalle/contract';
import type { AppContext } from '../../context.js';
import { GUEST_PAYMENTS_PER_ADDRESS, GUEST_PAYMENTS_PER_EMAIL, PAYMENTS_PER_ACCOUNT } from '../../limits.js';
import { hashGuestToken } from './guest-tokens.js';
import { idempotencyKeyOf, idempotent } from './idempotency.js';

/**
 * A route that moves money, run once per `Idempotency-Key`: the key is read from the request's header (a missing
 * or malformed one is a Spanish 400) and `idempotent` runs the call or replays its first answer. `scope` is whose
 * keys these are (the signed-in caller's id, or `guestIdempotencyScope(email)`); `body` what makes two calls the
 * same request (the request's body unless told); `keep` what of the answer may be stored (`replayable`).
 * Answers `{ data }`, as every route does. Limits counted inside `run` are counted once per request, never on a
 * replay.
 */
export async function idempotentCall<T>(
  app: Pick<AppContext, 'db'>,
  request: { headers: Record<string, string | string[] | undefined>; body: unknown },
  call: { operation: string; scope: string; body?: unknown; keep?: (data: T) => T },
  run: (key: string) => Promise<T>,
): Promise<{ data: T }> {
  const key = idempotencyKeyOf(request.headers);
  const data = await idempotent(
    app,
    { scope: call.scope, key, operation: call.operation, body: call.body ?? request.body, keep: call.keep },
    () => run(key),
  );
  return { data };
}

/** Neither a guest's token nor Stripe's client secret is kept with a replayable answer: a replay reads them fresh. */
export const replayable = <T extends { nextAction: Payment['nextAction']; token?: string }>(
  answer: T,
): T => ({
  ...answer,
  token: undefined,
  nextAction: answer.nextAction?.type === 'stripe' ? null : answer.nextAction,
});

/** Paying, refunding and donating share one budget per account. */
export const hitPaymentLimit = (app: Pick<AppContext, 'rateLimit'>, personId: string) =>
  app.rateLimit.hit(`payment:account:${personId}`, PAYMENTS_PER_ACCOUNT);

/**
 * Guests' payments and donations share one budget per address and per e-mail: card testing through either form
 * counts together. The e-mail as a hash: rate-limit keys are no place for personal data.
 */
export async function hitGuestPaymentLimits(
  app: Pick<AppContext, 'rateLimit'>,
  address: string,
  email: string,
) {
  await app.rateLimit.hit(`guest-payment:ip:${address}`, GUEST_PAYMENTS_PER_ADDRESS);
  await app.rateLimit.hit(`guest-payment:email:${hashGuestToken(email)}`, GUEST_PAYMENTS_PER_EMAIL);
}
