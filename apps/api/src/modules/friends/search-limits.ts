import type { AppContext } from '../../context.js';
import {
  CONTACT_LOOKUP_PER_ACCOUNT,
  CONTACT_LOOKUP_PER_ADDRESS,
  CONTACT_LOOKUP_PER_SESSION,
  PEOPLE_SEARCH_PER_ADDRESS,
  PEOPLE_SEARCH_PER_SESSION,
} from '../../limits.js';
import type { AuthUser } from '../sessions/index.js';
import { contactLookup } from './service.js';

/**
 * How often a person may search for people: per session and per address, and a tighter limit when the search is
 * an exact e-mail or phone (a contact lookup), also per account.
 */
export async function limitPeopleSearch(app: AppContext, user: AuthUser, ip: string, sea: string) {
  await app.rateLimit.hit(`friend-search:session:${user.sessionId}`, PEOPLE_SEARCH_PER_SESSION);
  await app.rateLimit.hit(`friend-search:ip:${ip}`, PEOPLE_SEARCH_PER_ADDRESS);
  if (contactLookup(sea)) {
    await app.rateLimit.hit(`contact-lookup:session:${user.sessionId}`, CONTACT_LOOKUP_PER_SESSION);
    await app.rateLimit.hit(`contact-lookup:account:${user.id}`, CONTACT_LOOKUP_PER_ACCOUNT);
    await app.rateLimit.hit(`contact-lookup:ip:${ip}`, CONTACT_LOOKUP_PER_ADDRESS);
  }
}
