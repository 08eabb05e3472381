import type { AppContext } from '../../context.js';
import { RESERVATIONS_PER_ACCOUNT } from '../../limits.js';

/** Reserving a gift and saying it is bought share one limit per account. */
export async function limitReservations(app: AppContext, userId: string) {
  await app.rateLimit.hit(`reserve:account:${userId}`, RESERVATIONS_PER_ACCOUNT);
}
