import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { GUEST_CLAIMS_PER_ADDRESS, GUEST_CLAIMS_PER_EMAIL, GUEST_LINKS_PER_ADDRESS } from '../../limits.js';

/** A guest's reservations without an account: limited per address and per inbox. */
export async function limitGuestClaims(app: AppContext, ip: string, email: string) {
  await app.rateLimit.hit(`guest-claim:ip:${ip}`, GUEST_CLAIMS_PER_ADDRESS);
  // Counted by a hash: rate-limit keys (in Redis) carry no addresses.
  const inbox = createHash('sha256').update(email).digest('hex').slice(0, 32);
  await app.rateLimit.hit(`guest-claim:email:${inbox}`, GUEST_CLAIMS_PER_EMAIL);
}

/** The links of a guest's e-mail (confirm, release, bought): limited per address. */
export async function limitGuestLinks(app: AppContext, ip: string) {
  await app.rateLimit.hit(`guest-link:ip:${ip}`, GUEST_LINKS_PER_ADDRESS);
}
